// Generated from src/schemas by `pnpm --filter @partybox/contracts generate`; do not edit. A test fails when it drifts.
// @ts-nocheck
"use strict";
export const validateCheckoutCreateRequest = validate10;
const schema11 = {"$id":"checkout-create-request","type":"object","additionalProperties":false,"required":["lines"],"properties":{"lines":{"type":"array","title":"Cart","minItems":1,"maxItems":20,"errorMessage":"Your cart is empty: add a party box first","keywordMessages":{"maxItems":"An order can hold up to 20 different party boxes: place the rest as a second order"},"items":{"type":"object","additionalProperties":false,"required":["themeId","addons","quantity"],"properties":{"themeId":{"type":"string","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":60,"title":"Theme","errorMessage":"Choose a theme from the catalog"},"addons":{"type":"array","title":"Add-ons","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose add-ons from the theme page"},"quantity":{"type":"integer","title":"Quantity","minimum":1,"maximum":20,"errorMessage":"Quantity must be a whole number from 1 to 20"}}}},"extras":{"type":"array","title":"Extras","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose extras from the add-ons page"}}};
const pattern0 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");
const pattern1 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="checkout-create-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lines === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!((key0 === "lines") || (key0 === "extras"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.lines !== undefined){
let data0 = data.lines;
if(Array.isArray(data0)){
if(data0.length > 20){
const err2 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 20}};
vErrors = pushError(vErrors, err2);
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1}};
vErrors = pushError(vErrors, err3);
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.themeId === undefined){
const err4 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "themeId"}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(data1.addons === undefined){
const err5 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "addons"}};
vErrors = pushError(vErrors, err5);
errors++;
}
if(data1.quantity === undefined){
const err6 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "quantity"}};
vErrors = pushError(vErrors, err6);
errors++;
}
for(const key1 in data1){
if(!(((key1 === "themeId") || (key1 === "addons")) || (key1 === "quantity"))){
const err7 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
if(data1.themeId !== undefined){
let data2 = data1.themeId;
if(typeof data2 === "string"){
if(data2.length > 60){
const err8 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err8);
errors++;
}
if(!pattern0.test(data2)){
const err9 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err10);
errors++;
}
}
if(data1.addons !== undefined){
let data3 = data1.addons;
if(Array.isArray(data3)){
if(data3.length > 30){
const err11 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err11);
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(data4.length > 60){
const err12 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err12);
errors++;
}
if(!pattern1.test(data4)){
const err13 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err13);
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
let i2 = data3.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data3[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err15 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0}};
vErrors = pushError(vErrors, err15);
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err16 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err16);
errors++;
}
}
if(data1.quantity !== undefined){
let data5 = data1.quantity;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err17);
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 20 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20}};
vErrors = pushError(vErrors, err18);
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
vErrors = pushError(vErrors, err19);
errors++;
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err20);
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err21);
errors++;
}
}
if(data.extras !== undefined){
let data6 = data.extras;
if(Array.isArray(data6)){
if(data6.length > 30){
const err22 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err22);
errors++;
}
const len2 = data6.length;
for(let i3=0; i3<len2; i3++){
let data7 = data6[i3];
if(typeof data7 === "string"){
if(data7.length > 60){
const err23 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err23);
errors++;
}
if(!pattern1.test(data7)){
const err24 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err24);
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err25);
errors++;
}
}
let i4 = data6.length;
let j1;
if(i4 > 1){
const indices1 = {};
for(;i4--;){
let item1 = data6[i4];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err26 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j1}};
vErrors = pushError(vErrors, err26);
errors++;
break;
}
indices1[item1] = i4;
}
}
}
else {
const err27 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err27);
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err28);
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateCheckoutPatchRequest = validate11;
const schema12 = {"$id":"checkout-patch-request","type":"object","additionalProperties":false,"required":["version"],"properties":{"version":{"type":"integer","title":"Version","minimum":0,"errorMessage":"Reload the checkout and try again"},"lines":{"type":"array","title":"Cart","minItems":1,"maxItems":20,"errorMessage":"Your cart is empty: add a party box first","keywordMessages":{"maxItems":"An order can hold up to 20 different party boxes: place the rest as a second order"},"items":{"type":"object","additionalProperties":false,"required":["themeId","addons","quantity"],"properties":{"themeId":{"type":"string","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":60,"title":"Theme","errorMessage":"Choose a theme from the catalog"},"addons":{"type":"array","title":"Add-ons","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose add-ons from the theme page"},"quantity":{"type":"integer","title":"Quantity","minimum":1,"maximum":20,"errorMessage":"Quantity must be a whole number from 1 to 20"}}}},"extras":{"type":"array","title":"Extras","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose extras from the add-ons page"},"customization":{"type":"object","additionalProperties":false,"required":["name","phone","email","eventDate"],"properties":{"themeIds":{"type":"array","title":"Party boxes","description":"Every box of the order this party is for; the record names them all and takes the first one's occasion.","minItems":1,"maxItems":20,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":60},"errorMessage":"Choose the party boxes from the catalog"},"themeName":{"type":"string","title":"Theme name","maxLength":80,"errorMessage":"Theme name can be at most 80 characters"},"occasion":{"type":"string","title":"Occasion","maxLength":60,"errorMessage":"Choose the occasion"},"name":{"type":"string","title":"Name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter your name","keywordMessages":{"maxLength":"Name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"age":{"type":"integer","title":"Age","minimum":0,"maximum":120,"errorMessage":"Age must be a whole number from 0 to 120"},"eventDate":{"type":"string","title":"Event date","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","errorMessage":"Choose the date of your event"},"eventTime":{"type":"string","title":"Event time","pattern":"^$|^([01][0-9]|2[0-3]):[0-5][0-9]$","errorMessage":"Choose a time, like 17:30"},"venue":{"type":"string","title":"Venue","maxLength":200,"errorMessage":"Venue can be at most 200 characters"},"venueType":{"type":"string","title":"Venue type","enum":["","Indoor","Outdoor","Mixed","Private Villa","Club / Lounge","Home","Rooftop","Other"],"errorMessage":"Choose a venue type from the list"},"guestCount":{"type":"integer","title":"Guest count","minimum":0,"maximum":1000,"errorMessage":"Guest count must be a whole number from 0 to 1000"},"favoriteColor":{"type":"string","title":"Favourite colour","maxLength":60,"errorMessage":"Favourite colour can be at most 60 characters"},"returnGiftQty":{"type":"integer","title":"Return gift quantity","minimum":0,"maximum":1000,"errorMessage":"Return gift quantity must be a whole number from 0 to 1000"},"entertainment":{"type":"string","title":"Entertainment","maxLength":200,"errorMessage":"Entertainment can be at most 200 characters"},"notes":{"type":"string","title":"Instructions","maxLength":1000,"errorMessage":"Instructions can be at most 1000 characters"},"decorName":{"type":"string","title":"Name on the decor","maxLength":100,"errorMessage":"Name on the decor can be at most 100 characters"},"cakeDetails":{"type":"string","title":"Cake details","maxLength":300,"errorMessage":"Cake details can be at most 300 characters"}},"title":"Party details","errorMessage":"Save your party details first"},"delivery":{"type":"object","additionalProperties":false,"required":["fullName","phone","addressLine1","city","state","pincode","deliveryDate","deliverySlot"],"properties":{"fullName":{"type":"string","title":"Full name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter the name of the person receiving the box","keywordMessages":{"maxLength":"Full name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"addressLine1":{"type":"string","title":"Address line 1","minLength":1,"maxLength":120,"pattern":"\\S","errorMessage":"Enter the flat, building and street","keywordMessages":{"maxLength":"Address line 1 can be at most 120 characters"}},"addressLine2":{"type":"string","title":"Address line 2","maxLength":120,"errorMessage":"Address line 2 can be at most 120 characters"},"city":{"type":"string","title":"City","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the city","keywordMessages":{"maxLength":"City can be at most 60 characters"}},"state":{"type":"string","title":"State","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the state","keywordMessages":{"maxLength":"State can be at most 60 characters"}},"pincode":{"type":"string","title":"PIN code","pattern":"^[1-9][0-9]{5}$","errorMessage":"Enter the 6-digit PIN code"},"country":{"type":"string","title":"Country","enum":["India"],"errorMessage":"We deliver only within India"},"deliveryDate":{"type":"string","title":"Delivery date","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","errorMessage":"Choose a delivery date on the calendar"},"deliverySlot":{"type":"string","title":"Delivery slot","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":40,"errorMessage":"Choose a delivery time slot"}},"title":"Delivery details","errorMessage":"Enter your delivery details first"},"payment":{"type":"object","title":"Payment","additionalProperties":false,"required":["method"],"properties":{"method":{"type":"string","title":"Payment method","enum":["card","netbanking","upi","qr","cod"],"errorMessage":"Choose a payment method"},"bank":{"type":"string","title":"Bank","enum":["HDFC Bank","ICICI Bank","Axis Bank","SBI","Kotak"],"errorMessage":"Choose your bank"}},"errorMessage":"Choose a payment method"}}};
const pattern7 = new RegExp("\\S", "u");
const pattern8 = new RegExp("^[6-9][0-9]{9}$", "u");
const pattern9 = new RegExp("^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$", "u");
const pattern10 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const pattern11 = new RegExp("^$|^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const pattern14 = new RegExp("^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$", "u");
const pattern18 = new RegExp("^[1-9][0-9]{5}$", "u");
const func2 = Object.prototype.hasOwnProperty;

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="checkout-patch-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!((((((key0 === "version") || (key0 === "lines")) || (key0 === "extras")) || (key0 === "customization")) || (key0 === "delivery")) || (key0 === "payment"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.version !== undefined){
let data0 = data.version;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err2);
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
}
if(data.lines !== undefined){
let data1 = data.lines;
if(Array.isArray(data1)){
if(data1.length > 20){
const err4 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 20}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1}};
vErrors = pushError(vErrors, err5);
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.themeId === undefined){
const err6 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "themeId"}};
vErrors = pushError(vErrors, err6);
errors++;
}
if(data2.addons === undefined){
const err7 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "addons"}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(data2.quantity === undefined){
const err8 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "quantity"}};
vErrors = pushError(vErrors, err8);
errors++;
}
for(const key1 in data2){
if(!(((key1 === "themeId") || (key1 === "addons")) || (key1 === "quantity"))){
const err9 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
if(data2.themeId !== undefined){
let data3 = data2.themeId;
if(typeof data3 === "string"){
if(data3.length > 60){
const err10 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err10);
errors++;
}
if(!pattern0.test(data3)){
const err11 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
if(data2.addons !== undefined){
let data4 = data2.addons;
if(Array.isArray(data4)){
if(data4.length > 30){
const err13 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err13);
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 === "string"){
if(data5.length > 60){
const err14 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err14);
errors++;
}
if(!pattern1.test(data5)){
const err15 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err16);
errors++;
}
}
let i2 = data4.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data4[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err17 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0}};
vErrors = pushError(vErrors, err17);
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err18 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err18);
errors++;
}
}
if(data2.quantity !== undefined){
let data6 = data2.quantity;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err19);
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 20 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20}};
vErrors = pushError(vErrors, err20);
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
vErrors = pushError(vErrors, err21);
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err22);
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err23);
errors++;
}
}
if(data.extras !== undefined){
let data7 = data.extras;
if(Array.isArray(data7)){
if(data7.length > 30){
const err24 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err24);
errors++;
}
const len2 = data7.length;
for(let i3=0; i3<len2; i3++){
let data8 = data7[i3];
if(typeof data8 === "string"){
if(data8.length > 60){
const err25 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err25);
errors++;
}
if(!pattern1.test(data8)){
const err26 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err26);
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err27);
errors++;
}
}
let i4 = data7.length;
let j1;
if(i4 > 1){
const indices1 = {};
for(;i4--;){
let item1 = data7[i4];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err28 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j1}};
vErrors = pushError(vErrors, err28);
errors++;
break;
}
indices1[item1] = i4;
}
}
}
else {
const err29 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err29);
errors++;
}
}
if(data.customization !== undefined){
let data9 = data.customization;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err30 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "name"}};
vErrors = pushError(vErrors, err30);
errors++;
}
if(data9.phone === undefined){
const err31 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err31);
errors++;
}
if(data9.email === undefined){
const err32 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "email"}};
vErrors = pushError(vErrors, err32);
errors++;
}
if(data9.eventDate === undefined){
const err33 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "eventDate"}};
vErrors = pushError(vErrors, err33);
errors++;
}
for(const key2 in data9){
if(!(func2.call(schema12.properties.customization.properties, key2))){
const err34 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
vErrors = pushError(vErrors, err34);
errors++;
}
}
if(data9.themeIds !== undefined){
let data10 = data9.themeIds;
if(Array.isArray(data10)){
if(data10.length > 20){
const err35 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/maxItems",keyword:"maxItems",params:{limit: 20}};
vErrors = pushError(vErrors, err35);
errors++;
}
if(data10.length < 1){
const err36 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/minItems",keyword:"minItems",params:{limit: 1}};
vErrors = pushError(vErrors, err36);
errors++;
}
const len3 = data10.length;
for(let i5=0; i5<len3; i5++){
let data11 = data10[i5];
if(typeof data11 === "string"){
if(data11.length > 60){
const err37 = {instancePath:instancePath+"/customization/themeIds/" + i5,schemaPath:"#/properties/customization/properties/themeIds/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err37);
errors++;
}
if(!pattern0.test(data11)){
const err38 = {instancePath:instancePath+"/customization/themeIds/" + i5,schemaPath:"#/properties/customization/properties/themeIds/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err38);
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/customization/themeIds/" + i5,schemaPath:"#/properties/customization/properties/themeIds/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err39);
errors++;
}
}
let i6 = data10.length;
let j2;
if(i6 > 1){
const indices2 = {};
for(;i6--;){
let item2 = data10[i6];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err40 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/uniqueItems",keyword:"uniqueItems",params:{i: i6, j: j2}};
vErrors = pushError(vErrors, err40);
errors++;
break;
}
indices2[item2] = i6;
}
}
}
else {
const err41 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err41);
errors++;
}
}
if(data9.themeName !== undefined){
let data12 = data9.themeName;
if(typeof data12 === "string"){
if(data12.length > 80){
const err42 = {instancePath:instancePath+"/customization/themeName",schemaPath:"#/properties/customization/properties/themeName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err42);
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/customization/themeName",schemaPath:"#/properties/customization/properties/themeName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err43);
errors++;
}
}
if(data9.occasion !== undefined){
let data13 = data9.occasion;
if(typeof data13 === "string"){
if(data13.length > 60){
const err44 = {instancePath:instancePath+"/customization/occasion",schemaPath:"#/properties/customization/properties/occasion/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err44);
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/customization/occasion",schemaPath:"#/properties/customization/properties/occasion/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err45);
errors++;
}
}
if(data9.name !== undefined){
let data14 = data9.name;
if(typeof data14 === "string"){
if(data14.length > 80){
const err46 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err46);
errors++;
}
if(data14.length < 1){
const err47 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err47);
errors++;
}
if(!pattern7.test(data14)){
const err48 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err48);
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err49);
errors++;
}
}
if(data9.phone !== undefined){
let data15 = data9.phone;
if(typeof data15 === "string"){
if(!pattern8.test(data15)){
const err50 = {instancePath:instancePath+"/customization/phone",schemaPath:"#/properties/customization/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err50);
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/customization/phone",schemaPath:"#/properties/customization/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err51);
errors++;
}
}
if(data9.email !== undefined){
let data16 = data9.email;
if(typeof data16 === "string"){
if(data16.length > 254){
const err52 = {instancePath:instancePath+"/customization/email",schemaPath:"#/properties/customization/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err52);
errors++;
}
if(!pattern9.test(data16)){
const err53 = {instancePath:instancePath+"/customization/email",schemaPath:"#/properties/customization/properties/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err53);
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/customization/email",schemaPath:"#/properties/customization/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err54);
errors++;
}
}
if(data9.age !== undefined){
let data17 = data9.age;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err55 = {instancePath:instancePath+"/customization/age",schemaPath:"#/properties/customization/properties/age/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err55);
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 120 || isNaN(data17)){
const err56 = {instancePath:instancePath+"/customization/age",schemaPath:"#/properties/customization/properties/age/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120}};
vErrors = pushError(vErrors, err56);
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err57 = {instancePath:instancePath+"/customization/age",schemaPath:"#/properties/customization/properties/age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err57);
errors++;
}
}
}
if(data9.eventDate !== undefined){
let data18 = data9.eventDate;
if(typeof data18 === "string"){
if(!pattern10.test(data18)){
const err58 = {instancePath:instancePath+"/customization/eventDate",schemaPath:"#/properties/customization/properties/eventDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}};
vErrors = pushError(vErrors, err58);
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/customization/eventDate",schemaPath:"#/properties/customization/properties/eventDate/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err59);
errors++;
}
}
if(data9.eventTime !== undefined){
let data19 = data9.eventTime;
if(typeof data19 === "string"){
if(!pattern11.test(data19)){
const err60 = {instancePath:instancePath+"/customization/eventTime",schemaPath:"#/properties/customization/properties/eventTime/pattern",keyword:"pattern",params:{pattern: "^$|^([01][0-9]|2[0-3]):[0-5][0-9]$"}};
vErrors = pushError(vErrors, err60);
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/customization/eventTime",schemaPath:"#/properties/customization/properties/eventTime/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err61);
errors++;
}
}
if(data9.venue !== undefined){
let data20 = data9.venue;
if(typeof data20 === "string"){
if(data20.length > 200){
const err62 = {instancePath:instancePath+"/customization/venue",schemaPath:"#/properties/customization/properties/venue/maxLength",keyword:"maxLength",params:{limit: 200}};
vErrors = pushError(vErrors, err62);
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/customization/venue",schemaPath:"#/properties/customization/properties/venue/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err63);
errors++;
}
}
if(data9.venueType !== undefined){
let data21 = data9.venueType;
if(typeof data21 !== "string"){
const err64 = {instancePath:instancePath+"/customization/venueType",schemaPath:"#/properties/customization/properties/venueType/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err64);
errors++;
}
if(!(((((((((data21 === "") || (data21 === "Indoor")) || (data21 === "Outdoor")) || (data21 === "Mixed")) || (data21 === "Private Villa")) || (data21 === "Club / Lounge")) || (data21 === "Home")) || (data21 === "Rooftop")) || (data21 === "Other"))){
const err65 = {instancePath:instancePath+"/customization/venueType",schemaPath:"#/properties/customization/properties/venueType/enum",keyword:"enum",params:{allowedValues: schema12.properties.customization.properties.venueType.enum}};
vErrors = pushError(vErrors, err65);
errors++;
}
}
if(data9.guestCount !== undefined){
let data22 = data9.guestCount;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err66 = {instancePath:instancePath+"/customization/guestCount",schemaPath:"#/properties/customization/properties/guestCount/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err66);
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 1000 || isNaN(data22)){
const err67 = {instancePath:instancePath+"/customization/guestCount",schemaPath:"#/properties/customization/properties/guestCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000}};
vErrors = pushError(vErrors, err67);
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err68 = {instancePath:instancePath+"/customization/guestCount",schemaPath:"#/properties/customization/properties/guestCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err68);
errors++;
}
}
}
if(data9.favoriteColor !== undefined){
let data23 = data9.favoriteColor;
if(typeof data23 === "string"){
if(data23.length > 60){
const err69 = {instancePath:instancePath+"/customization/favoriteColor",schemaPath:"#/properties/customization/properties/favoriteColor/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err69);
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/customization/favoriteColor",schemaPath:"#/properties/customization/properties/favoriteColor/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err70);
errors++;
}
}
if(data9.returnGiftQty !== undefined){
let data24 = data9.returnGiftQty;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err71 = {instancePath:instancePath+"/customization/returnGiftQty",schemaPath:"#/properties/customization/properties/returnGiftQty/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err71);
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 1000 || isNaN(data24)){
const err72 = {instancePath:instancePath+"/customization/returnGiftQty",schemaPath:"#/properties/customization/properties/returnGiftQty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000}};
vErrors = pushError(vErrors, err72);
errors++;
}
if(data24 < 0 || isNaN(data24)){
const err73 = {instancePath:instancePath+"/customization/returnGiftQty",schemaPath:"#/properties/customization/properties/returnGiftQty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err73);
errors++;
}
}
}
if(data9.entertainment !== undefined){
let data25 = data9.entertainment;
if(typeof data25 === "string"){
if(data25.length > 200){
const err74 = {instancePath:instancePath+"/customization/entertainment",schemaPath:"#/properties/customization/properties/entertainment/maxLength",keyword:"maxLength",params:{limit: 200}};
vErrors = pushError(vErrors, err74);
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/customization/entertainment",schemaPath:"#/properties/customization/properties/entertainment/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err75);
errors++;
}
}
if(data9.notes !== undefined){
let data26 = data9.notes;
if(typeof data26 === "string"){
if(data26.length > 1000){
const err76 = {instancePath:instancePath+"/customization/notes",schemaPath:"#/properties/customization/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err76);
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/customization/notes",schemaPath:"#/properties/customization/properties/notes/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err77);
errors++;
}
}
if(data9.decorName !== undefined){
let data27 = data9.decorName;
if(typeof data27 === "string"){
if(data27.length > 100){
const err78 = {instancePath:instancePath+"/customization/decorName",schemaPath:"#/properties/customization/properties/decorName/maxLength",keyword:"maxLength",params:{limit: 100}};
vErrors = pushError(vErrors, err78);
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/customization/decorName",schemaPath:"#/properties/customization/properties/decorName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err79);
errors++;
}
}
if(data9.cakeDetails !== undefined){
let data28 = data9.cakeDetails;
if(typeof data28 === "string"){
if(data28.length > 300){
const err80 = {instancePath:instancePath+"/customization/cakeDetails",schemaPath:"#/properties/customization/properties/cakeDetails/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err80);
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/customization/cakeDetails",schemaPath:"#/properties/customization/properties/cakeDetails/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err81);
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err82);
errors++;
}
}
if(data.delivery !== undefined){
let data29 = data.delivery;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.fullName === undefined){
const err83 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "fullName"}};
vErrors = pushError(vErrors, err83);
errors++;
}
if(data29.phone === undefined){
const err84 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err84);
errors++;
}
if(data29.addressLine1 === undefined){
const err85 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "addressLine1"}};
vErrors = pushError(vErrors, err85);
errors++;
}
if(data29.city === undefined){
const err86 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "city"}};
vErrors = pushError(vErrors, err86);
errors++;
}
if(data29.state === undefined){
const err87 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "state"}};
vErrors = pushError(vErrors, err87);
errors++;
}
if(data29.pincode === undefined){
const err88 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "pincode"}};
vErrors = pushError(vErrors, err88);
errors++;
}
if(data29.deliveryDate === undefined){
const err89 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "deliveryDate"}};
vErrors = pushError(vErrors, err89);
errors++;
}
if(data29.deliverySlot === undefined){
const err90 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "deliverySlot"}};
vErrors = pushError(vErrors, err90);
errors++;
}
for(const key3 in data29){
if(!(func2.call(schema12.properties.delivery.properties, key3))){
const err91 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
vErrors = pushError(vErrors, err91);
errors++;
}
}
if(data29.fullName !== undefined){
let data30 = data29.fullName;
if(typeof data30 === "string"){
if(data30.length > 80){
const err92 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err92);
errors++;
}
if(data30.length < 1){
const err93 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err93);
errors++;
}
if(!pattern7.test(data30)){
const err94 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err94);
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err95);
errors++;
}
}
if(data29.phone !== undefined){
let data31 = data29.phone;
if(typeof data31 === "string"){
if(!pattern8.test(data31)){
const err96 = {instancePath:instancePath+"/delivery/phone",schemaPath:"#/properties/delivery/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err96);
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/delivery/phone",schemaPath:"#/properties/delivery/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err97);
errors++;
}
}
if(data29.email !== undefined){
let data32 = data29.email;
if(typeof data32 === "string"){
if(data32.length > 254){
const err98 = {instancePath:instancePath+"/delivery/email",schemaPath:"#/properties/delivery/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err98);
errors++;
}
if(!pattern14.test(data32)){
const err99 = {instancePath:instancePath+"/delivery/email",schemaPath:"#/properties/delivery/properties/email/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err99);
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/delivery/email",schemaPath:"#/properties/delivery/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err100);
errors++;
}
}
if(data29.addressLine1 !== undefined){
let data33 = data29.addressLine1;
if(typeof data33 === "string"){
if(data33.length > 120){
const err101 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err101);
errors++;
}
if(data33.length < 1){
const err102 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err102);
errors++;
}
if(!pattern7.test(data33)){
const err103 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err103);
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err104);
errors++;
}
}
if(data29.addressLine2 !== undefined){
let data34 = data29.addressLine2;
if(typeof data34 === "string"){
if(data34.length > 120){
const err105 = {instancePath:instancePath+"/delivery/addressLine2",schemaPath:"#/properties/delivery/properties/addressLine2/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err105);
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/delivery/addressLine2",schemaPath:"#/properties/delivery/properties/addressLine2/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err106);
errors++;
}
}
if(data29.city !== undefined){
let data35 = data29.city;
if(typeof data35 === "string"){
if(data35.length > 60){
const err107 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err107);
errors++;
}
if(data35.length < 1){
const err108 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err108);
errors++;
}
if(!pattern7.test(data35)){
const err109 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err109);
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err110);
errors++;
}
}
if(data29.state !== undefined){
let data36 = data29.state;
if(typeof data36 === "string"){
if(data36.length > 60){
const err111 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err111);
errors++;
}
if(data36.length < 1){
const err112 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err112);
errors++;
}
if(!pattern7.test(data36)){
const err113 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err113);
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err114);
errors++;
}
}
if(data29.pincode !== undefined){
let data37 = data29.pincode;
if(typeof data37 === "string"){
if(!pattern18.test(data37)){
const err115 = {instancePath:instancePath+"/delivery/pincode",schemaPath:"#/properties/delivery/properties/pincode/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{5}$"}};
vErrors = pushError(vErrors, err115);
errors++;
}
}
else {
const err116 = {instancePath:instancePath+"/delivery/pincode",schemaPath:"#/properties/delivery/properties/pincode/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err116);
errors++;
}
}
if(data29.country !== undefined){
let data38 = data29.country;
if(typeof data38 !== "string"){
const err117 = {instancePath:instancePath+"/delivery/country",schemaPath:"#/properties/delivery/properties/country/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err117);
errors++;
}
if(!(data38 === "India")){
const err118 = {instancePath:instancePath+"/delivery/country",schemaPath:"#/properties/delivery/properties/country/enum",keyword:"enum",params:{allowedValues: schema12.properties.delivery.properties.country.enum}};
vErrors = pushError(vErrors, err118);
errors++;
}
}
if(data29.deliveryDate !== undefined){
let data39 = data29.deliveryDate;
if(typeof data39 === "string"){
if(!pattern10.test(data39)){
const err119 = {instancePath:instancePath+"/delivery/deliveryDate",schemaPath:"#/properties/delivery/properties/deliveryDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}};
vErrors = pushError(vErrors, err119);
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/delivery/deliveryDate",schemaPath:"#/properties/delivery/properties/deliveryDate/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err120);
errors++;
}
}
if(data29.deliverySlot !== undefined){
let data40 = data29.deliverySlot;
if(typeof data40 === "string"){
if(data40.length > 40){
const err121 = {instancePath:instancePath+"/delivery/deliverySlot",schemaPath:"#/properties/delivery/properties/deliverySlot/maxLength",keyword:"maxLength",params:{limit: 40}};
vErrors = pushError(vErrors, err121);
errors++;
}
if(!pattern0.test(data40)){
const err122 = {instancePath:instancePath+"/delivery/deliverySlot",schemaPath:"#/properties/delivery/properties/deliverySlot/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err122);
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/delivery/deliverySlot",schemaPath:"#/properties/delivery/properties/deliverySlot/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err123);
errors++;
}
}
}
else {
const err124 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err124);
errors++;
}
}
if(data.payment !== undefined){
let data41 = data.payment;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.method === undefined){
const err125 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/required",keyword:"required",params:{missingProperty: "method"}};
vErrors = pushError(vErrors, err125);
errors++;
}
for(const key4 in data41){
if(!((key4 === "method") || (key4 === "bank"))){
const err126 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}};
vErrors = pushError(vErrors, err126);
errors++;
}
}
if(data41.method !== undefined){
let data42 = data41.method;
if(typeof data42 !== "string"){
const err127 = {instancePath:instancePath+"/payment/method",schemaPath:"#/properties/payment/properties/method/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err127);
errors++;
}
if(!(((((data42 === "card") || (data42 === "netbanking")) || (data42 === "upi")) || (data42 === "qr")) || (data42 === "cod"))){
const err128 = {instancePath:instancePath+"/payment/method",schemaPath:"#/properties/payment/properties/method/enum",keyword:"enum",params:{allowedValues: schema12.properties.payment.properties.method.enum}};
vErrors = pushError(vErrors, err128);
errors++;
}
}
if(data41.bank !== undefined){
let data43 = data41.bank;
if(typeof data43 !== "string"){
const err129 = {instancePath:instancePath+"/payment/bank",schemaPath:"#/properties/payment/properties/bank/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err129);
errors++;
}
if(!(((((data43 === "HDFC Bank") || (data43 === "ICICI Bank")) || (data43 === "Axis Bank")) || (data43 === "SBI")) || (data43 === "Kotak"))){
const err130 = {instancePath:instancePath+"/payment/bank",schemaPath:"#/properties/payment/properties/bank/enum",keyword:"enum",params:{allowedValues: schema12.properties.payment.properties.bank.enum}};
vErrors = pushError(vErrors, err130);
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err131);
errors++;
}
}
}
else {
const err132 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err132);
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateCheckoutCompleteRequest = validate12;
const schema13 = {"$id":"checkout-complete-request","type":"object","additionalProperties":false,"required":["total"],"properties":{"total":{"type":"integer","title":"Total","minimum":0,"description":"The total the customer was shown; a different server total answers 400."},"payment":{"type":"object","title":"Payment","additionalProperties":false,"required":["method"],"properties":{"method":{"type":"string","title":"Payment method","enum":["card","netbanking","upi","qr","cod"],"errorMessage":"Choose a payment method"},"bank":{"type":"string","title":"Bank","enum":["HDFC Bank","ICICI Bank","Axis Bank","SBI","Kotak"],"errorMessage":"Choose your bank"}},"errorMessage":"Choose a payment method"}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="checkout-complete-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!((key0 === "total") || (key0 === "payment"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.total !== undefined){
let data0 = data.total;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err2);
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
}
if(data.payment !== undefined){
let data1 = data.payment;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.method === undefined){
const err4 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/required",keyword:"required",params:{missingProperty: "method"}};
vErrors = pushError(vErrors, err4);
errors++;
}
for(const key1 in data1){
if(!((key1 === "method") || (key1 === "bank"))){
const err5 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
if(data1.method !== undefined){
let data2 = data1.method;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/payment/method",schemaPath:"#/properties/payment/properties/method/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err6);
errors++;
}
if(!(((((data2 === "card") || (data2 === "netbanking")) || (data2 === "upi")) || (data2 === "qr")) || (data2 === "cod"))){
const err7 = {instancePath:instancePath+"/payment/method",schemaPath:"#/properties/payment/properties/method/enum",keyword:"enum",params:{allowedValues: schema13.properties.payment.properties.method.enum}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
if(data1.bank !== undefined){
let data3 = data1.bank;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/payment/bank",schemaPath:"#/properties/payment/properties/bank/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err8);
errors++;
}
if(!(((((data3 === "HDFC Bank") || (data3 === "ICICI Bank")) || (data3 === "Axis Bank")) || (data3 === "SBI")) || (data3 === "Kotak"))){
const err9 = {instancePath:instancePath+"/payment/bank",schemaPath:"#/properties/payment/properties/bank/enum",keyword:"enum",params:{allowedValues: schema13.properties.payment.properties.bank.enum}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err10);
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err11);
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateDraftOrderRequest = validate13;
const schema14 = {"$id":"draft-order-request","type":"object","additionalProperties":false,"required":["lines","customization","delivery"],"properties":{"lines":{"type":"array","title":"Cart","minItems":1,"maxItems":20,"errorMessage":"Your cart is empty: add a party box first","keywordMessages":{"maxItems":"An order can hold up to 20 different party boxes: place the rest as a second order"},"items":{"type":"object","additionalProperties":false,"required":["themeId","addons","quantity"],"properties":{"themeId":{"type":"string","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":60,"title":"Theme","errorMessage":"Choose a theme from the catalog"},"addons":{"type":"array","title":"Add-ons","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose add-ons from the theme page"},"quantity":{"type":"integer","title":"Quantity","minimum":1,"maximum":20,"errorMessage":"Quantity must be a whole number from 1 to 20"}}}},"extras":{"type":"array","title":"Extras","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose extras from the add-ons page"},"customization":{"type":"object","additionalProperties":false,"required":["name","phone","email","eventDate"],"properties":{"themeIds":{"type":"array","title":"Party boxes","description":"Every box of the order this party is for; the record names them all and takes the first one's occasion.","minItems":1,"maxItems":20,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":60},"errorMessage":"Choose the party boxes from the catalog"},"themeName":{"type":"string","title":"Theme name","maxLength":80,"errorMessage":"Theme name can be at most 80 characters"},"occasion":{"type":"string","title":"Occasion","maxLength":60,"errorMessage":"Choose the occasion"},"name":{"type":"string","title":"Name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter your name","keywordMessages":{"maxLength":"Name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"age":{"type":"integer","title":"Age","minimum":0,"maximum":120,"errorMessage":"Age must be a whole number from 0 to 120"},"eventDate":{"type":"string","title":"Event date","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","errorMessage":"Choose the date of your event"},"eventTime":{"type":"string","title":"Event time","pattern":"^$|^([01][0-9]|2[0-3]):[0-5][0-9]$","errorMessage":"Choose a time, like 17:30"},"venue":{"type":"string","title":"Venue","maxLength":200,"errorMessage":"Venue can be at most 200 characters"},"venueType":{"type":"string","title":"Venue type","enum":["","Indoor","Outdoor","Mixed","Private Villa","Club / Lounge","Home","Rooftop","Other"],"errorMessage":"Choose a venue type from the list"},"guestCount":{"type":"integer","title":"Guest count","minimum":0,"maximum":1000,"errorMessage":"Guest count must be a whole number from 0 to 1000"},"favoriteColor":{"type":"string","title":"Favourite colour","maxLength":60,"errorMessage":"Favourite colour can be at most 60 characters"},"returnGiftQty":{"type":"integer","title":"Return gift quantity","minimum":0,"maximum":1000,"errorMessage":"Return gift quantity must be a whole number from 0 to 1000"},"entertainment":{"type":"string","title":"Entertainment","maxLength":200,"errorMessage":"Entertainment can be at most 200 characters"},"notes":{"type":"string","title":"Instructions","maxLength":1000,"errorMessage":"Instructions can be at most 1000 characters"},"decorName":{"type":"string","title":"Name on the decor","maxLength":100,"errorMessage":"Name on the decor can be at most 100 characters"},"cakeDetails":{"type":"string","title":"Cake details","maxLength":300,"errorMessage":"Cake details can be at most 300 characters"}},"title":"Customer and party","errorMessage":"Enter the customer and party details"},"delivery":{"type":"object","additionalProperties":false,"required":["fullName","phone","addressLine1","city","state","pincode","deliveryDate","deliverySlot"],"properties":{"fullName":{"type":"string","title":"Full name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter the name of the person receiving the box","keywordMessages":{"maxLength":"Full name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"addressLine1":{"type":"string","title":"Address line 1","minLength":1,"maxLength":120,"pattern":"\\S","errorMessage":"Enter the flat, building and street","keywordMessages":{"maxLength":"Address line 1 can be at most 120 characters"}},"addressLine2":{"type":"string","title":"Address line 2","maxLength":120,"errorMessage":"Address line 2 can be at most 120 characters"},"city":{"type":"string","title":"City","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the city","keywordMessages":{"maxLength":"City can be at most 60 characters"}},"state":{"type":"string","title":"State","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the state","keywordMessages":{"maxLength":"State can be at most 60 characters"}},"pincode":{"type":"string","title":"PIN code","pattern":"^[1-9][0-9]{5}$","errorMessage":"Enter the 6-digit PIN code"},"country":{"type":"string","title":"Country","enum":["India"],"errorMessage":"We deliver only within India"},"deliveryDate":{"type":"string","title":"Delivery date","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","errorMessage":"Choose a delivery date on the calendar"},"deliverySlot":{"type":"string","title":"Delivery slot","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":40,"errorMessage":"Choose a delivery time slot"}},"title":"Delivery details","errorMessage":"Enter the delivery details"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="draft-order-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lines === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.customization === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customization"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.delivery === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery"}};
vErrors = pushError(vErrors, err2);
errors++;
}
for(const key0 in data){
if(!((((key0 === "lines") || (key0 === "extras")) || (key0 === "customization")) || (key0 === "delivery"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
if(data.lines !== undefined){
let data0 = data.lines;
if(Array.isArray(data0)){
if(data0.length > 20){
const err4 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 20}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(data0.length < 1){
const err5 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1}};
vErrors = pushError(vErrors, err5);
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.themeId === undefined){
const err6 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "themeId"}};
vErrors = pushError(vErrors, err6);
errors++;
}
if(data1.addons === undefined){
const err7 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "addons"}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(data1.quantity === undefined){
const err8 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "quantity"}};
vErrors = pushError(vErrors, err8);
errors++;
}
for(const key1 in data1){
if(!(((key1 === "themeId") || (key1 === "addons")) || (key1 === "quantity"))){
const err9 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
if(data1.themeId !== undefined){
let data2 = data1.themeId;
if(typeof data2 === "string"){
if(data2.length > 60){
const err10 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err10);
errors++;
}
if(!pattern0.test(data2)){
const err11 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/lines/" + i0+"/themeId",schemaPath:"#/properties/lines/items/properties/themeId/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
if(data1.addons !== undefined){
let data3 = data1.addons;
if(Array.isArray(data3)){
if(data3.length > 30){
const err13 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err13);
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(data4.length > 60){
const err14 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err14);
errors++;
}
if(!pattern1.test(data4)){
const err15 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err16);
errors++;
}
}
let i2 = data3.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data3[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err17 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0}};
vErrors = pushError(vErrors, err17);
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err18 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err18);
errors++;
}
}
if(data1.quantity !== undefined){
let data5 = data1.quantity;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err19);
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 20 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20}};
vErrors = pushError(vErrors, err20);
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
vErrors = pushError(vErrors, err21);
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err22);
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err23);
errors++;
}
}
if(data.extras !== undefined){
let data6 = data.extras;
if(Array.isArray(data6)){
if(data6.length > 30){
const err24 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err24);
errors++;
}
const len2 = data6.length;
for(let i3=0; i3<len2; i3++){
let data7 = data6[i3];
if(typeof data7 === "string"){
if(data7.length > 60){
const err25 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err25);
errors++;
}
if(!pattern1.test(data7)){
const err26 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err26);
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err27);
errors++;
}
}
let i4 = data6.length;
let j1;
if(i4 > 1){
const indices1 = {};
for(;i4--;){
let item1 = data6[i4];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err28 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j1}};
vErrors = pushError(vErrors, err28);
errors++;
break;
}
indices1[item1] = i4;
}
}
}
else {
const err29 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err29);
errors++;
}
}
if(data.customization !== undefined){
let data8 = data.customization;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.name === undefined){
const err30 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "name"}};
vErrors = pushError(vErrors, err30);
errors++;
}
if(data8.phone === undefined){
const err31 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err31);
errors++;
}
if(data8.email === undefined){
const err32 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "email"}};
vErrors = pushError(vErrors, err32);
errors++;
}
if(data8.eventDate === undefined){
const err33 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/required",keyword:"required",params:{missingProperty: "eventDate"}};
vErrors = pushError(vErrors, err33);
errors++;
}
for(const key2 in data8){
if(!(func2.call(schema14.properties.customization.properties, key2))){
const err34 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
vErrors = pushError(vErrors, err34);
errors++;
}
}
if(data8.themeIds !== undefined){
let data9 = data8.themeIds;
if(Array.isArray(data9)){
if(data9.length > 20){
const err35 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/maxItems",keyword:"maxItems",params:{limit: 20}};
vErrors = pushError(vErrors, err35);
errors++;
}
if(data9.length < 1){
const err36 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/minItems",keyword:"minItems",params:{limit: 1}};
vErrors = pushError(vErrors, err36);
errors++;
}
const len3 = data9.length;
for(let i5=0; i5<len3; i5++){
let data10 = data9[i5];
if(typeof data10 === "string"){
if(data10.length > 60){
const err37 = {instancePath:instancePath+"/customization/themeIds/" + i5,schemaPath:"#/properties/customization/properties/themeIds/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err37);
errors++;
}
if(!pattern0.test(data10)){
const err38 = {instancePath:instancePath+"/customization/themeIds/" + i5,schemaPath:"#/properties/customization/properties/themeIds/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err38);
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/customization/themeIds/" + i5,schemaPath:"#/properties/customization/properties/themeIds/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err39);
errors++;
}
}
let i6 = data9.length;
let j2;
if(i6 > 1){
const indices2 = {};
for(;i6--;){
let item2 = data9[i6];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err40 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/uniqueItems",keyword:"uniqueItems",params:{i: i6, j: j2}};
vErrors = pushError(vErrors, err40);
errors++;
break;
}
indices2[item2] = i6;
}
}
}
else {
const err41 = {instancePath:instancePath+"/customization/themeIds",schemaPath:"#/properties/customization/properties/themeIds/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err41);
errors++;
}
}
if(data8.themeName !== undefined){
let data11 = data8.themeName;
if(typeof data11 === "string"){
if(data11.length > 80){
const err42 = {instancePath:instancePath+"/customization/themeName",schemaPath:"#/properties/customization/properties/themeName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err42);
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/customization/themeName",schemaPath:"#/properties/customization/properties/themeName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err43);
errors++;
}
}
if(data8.occasion !== undefined){
let data12 = data8.occasion;
if(typeof data12 === "string"){
if(data12.length > 60){
const err44 = {instancePath:instancePath+"/customization/occasion",schemaPath:"#/properties/customization/properties/occasion/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err44);
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/customization/occasion",schemaPath:"#/properties/customization/properties/occasion/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err45);
errors++;
}
}
if(data8.name !== undefined){
let data13 = data8.name;
if(typeof data13 === "string"){
if(data13.length > 80){
const err46 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err46);
errors++;
}
if(data13.length < 1){
const err47 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err47);
errors++;
}
if(!pattern7.test(data13)){
const err48 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err48);
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/customization/name",schemaPath:"#/properties/customization/properties/name/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err49);
errors++;
}
}
if(data8.phone !== undefined){
let data14 = data8.phone;
if(typeof data14 === "string"){
if(!pattern8.test(data14)){
const err50 = {instancePath:instancePath+"/customization/phone",schemaPath:"#/properties/customization/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err50);
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/customization/phone",schemaPath:"#/properties/customization/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err51);
errors++;
}
}
if(data8.email !== undefined){
let data15 = data8.email;
if(typeof data15 === "string"){
if(data15.length > 254){
const err52 = {instancePath:instancePath+"/customization/email",schemaPath:"#/properties/customization/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err52);
errors++;
}
if(!pattern9.test(data15)){
const err53 = {instancePath:instancePath+"/customization/email",schemaPath:"#/properties/customization/properties/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err53);
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/customization/email",schemaPath:"#/properties/customization/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err54);
errors++;
}
}
if(data8.age !== undefined){
let data16 = data8.age;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err55 = {instancePath:instancePath+"/customization/age",schemaPath:"#/properties/customization/properties/age/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err55);
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 120 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/customization/age",schemaPath:"#/properties/customization/properties/age/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120}};
vErrors = pushError(vErrors, err56);
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/customization/age",schemaPath:"#/properties/customization/properties/age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err57);
errors++;
}
}
}
if(data8.eventDate !== undefined){
let data17 = data8.eventDate;
if(typeof data17 === "string"){
if(!pattern10.test(data17)){
const err58 = {instancePath:instancePath+"/customization/eventDate",schemaPath:"#/properties/customization/properties/eventDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}};
vErrors = pushError(vErrors, err58);
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/customization/eventDate",schemaPath:"#/properties/customization/properties/eventDate/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err59);
errors++;
}
}
if(data8.eventTime !== undefined){
let data18 = data8.eventTime;
if(typeof data18 === "string"){
if(!pattern11.test(data18)){
const err60 = {instancePath:instancePath+"/customization/eventTime",schemaPath:"#/properties/customization/properties/eventTime/pattern",keyword:"pattern",params:{pattern: "^$|^([01][0-9]|2[0-3]):[0-5][0-9]$"}};
vErrors = pushError(vErrors, err60);
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/customization/eventTime",schemaPath:"#/properties/customization/properties/eventTime/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err61);
errors++;
}
}
if(data8.venue !== undefined){
let data19 = data8.venue;
if(typeof data19 === "string"){
if(data19.length > 200){
const err62 = {instancePath:instancePath+"/customization/venue",schemaPath:"#/properties/customization/properties/venue/maxLength",keyword:"maxLength",params:{limit: 200}};
vErrors = pushError(vErrors, err62);
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/customization/venue",schemaPath:"#/properties/customization/properties/venue/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err63);
errors++;
}
}
if(data8.venueType !== undefined){
let data20 = data8.venueType;
if(typeof data20 !== "string"){
const err64 = {instancePath:instancePath+"/customization/venueType",schemaPath:"#/properties/customization/properties/venueType/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err64);
errors++;
}
if(!(((((((((data20 === "") || (data20 === "Indoor")) || (data20 === "Outdoor")) || (data20 === "Mixed")) || (data20 === "Private Villa")) || (data20 === "Club / Lounge")) || (data20 === "Home")) || (data20 === "Rooftop")) || (data20 === "Other"))){
const err65 = {instancePath:instancePath+"/customization/venueType",schemaPath:"#/properties/customization/properties/venueType/enum",keyword:"enum",params:{allowedValues: schema14.properties.customization.properties.venueType.enum}};
vErrors = pushError(vErrors, err65);
errors++;
}
}
if(data8.guestCount !== undefined){
let data21 = data8.guestCount;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err66 = {instancePath:instancePath+"/customization/guestCount",schemaPath:"#/properties/customization/properties/guestCount/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err66);
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 1000 || isNaN(data21)){
const err67 = {instancePath:instancePath+"/customization/guestCount",schemaPath:"#/properties/customization/properties/guestCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000}};
vErrors = pushError(vErrors, err67);
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err68 = {instancePath:instancePath+"/customization/guestCount",schemaPath:"#/properties/customization/properties/guestCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err68);
errors++;
}
}
}
if(data8.favoriteColor !== undefined){
let data22 = data8.favoriteColor;
if(typeof data22 === "string"){
if(data22.length > 60){
const err69 = {instancePath:instancePath+"/customization/favoriteColor",schemaPath:"#/properties/customization/properties/favoriteColor/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err69);
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/customization/favoriteColor",schemaPath:"#/properties/customization/properties/favoriteColor/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err70);
errors++;
}
}
if(data8.returnGiftQty !== undefined){
let data23 = data8.returnGiftQty;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err71 = {instancePath:instancePath+"/customization/returnGiftQty",schemaPath:"#/properties/customization/properties/returnGiftQty/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err71);
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 > 1000 || isNaN(data23)){
const err72 = {instancePath:instancePath+"/customization/returnGiftQty",schemaPath:"#/properties/customization/properties/returnGiftQty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000}};
vErrors = pushError(vErrors, err72);
errors++;
}
if(data23 < 0 || isNaN(data23)){
const err73 = {instancePath:instancePath+"/customization/returnGiftQty",schemaPath:"#/properties/customization/properties/returnGiftQty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err73);
errors++;
}
}
}
if(data8.entertainment !== undefined){
let data24 = data8.entertainment;
if(typeof data24 === "string"){
if(data24.length > 200){
const err74 = {instancePath:instancePath+"/customization/entertainment",schemaPath:"#/properties/customization/properties/entertainment/maxLength",keyword:"maxLength",params:{limit: 200}};
vErrors = pushError(vErrors, err74);
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/customization/entertainment",schemaPath:"#/properties/customization/properties/entertainment/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err75);
errors++;
}
}
if(data8.notes !== undefined){
let data25 = data8.notes;
if(typeof data25 === "string"){
if(data25.length > 1000){
const err76 = {instancePath:instancePath+"/customization/notes",schemaPath:"#/properties/customization/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err76);
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/customization/notes",schemaPath:"#/properties/customization/properties/notes/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err77);
errors++;
}
}
if(data8.decorName !== undefined){
let data26 = data8.decorName;
if(typeof data26 === "string"){
if(data26.length > 100){
const err78 = {instancePath:instancePath+"/customization/decorName",schemaPath:"#/properties/customization/properties/decorName/maxLength",keyword:"maxLength",params:{limit: 100}};
vErrors = pushError(vErrors, err78);
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/customization/decorName",schemaPath:"#/properties/customization/properties/decorName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err79);
errors++;
}
}
if(data8.cakeDetails !== undefined){
let data27 = data8.cakeDetails;
if(typeof data27 === "string"){
if(data27.length > 300){
const err80 = {instancePath:instancePath+"/customization/cakeDetails",schemaPath:"#/properties/customization/properties/cakeDetails/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err80);
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/customization/cakeDetails",schemaPath:"#/properties/customization/properties/cakeDetails/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err81);
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/customization",schemaPath:"#/properties/customization/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err82);
errors++;
}
}
if(data.delivery !== undefined){
let data28 = data.delivery;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.fullName === undefined){
const err83 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "fullName"}};
vErrors = pushError(vErrors, err83);
errors++;
}
if(data28.phone === undefined){
const err84 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err84);
errors++;
}
if(data28.addressLine1 === undefined){
const err85 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "addressLine1"}};
vErrors = pushError(vErrors, err85);
errors++;
}
if(data28.city === undefined){
const err86 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "city"}};
vErrors = pushError(vErrors, err86);
errors++;
}
if(data28.state === undefined){
const err87 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "state"}};
vErrors = pushError(vErrors, err87);
errors++;
}
if(data28.pincode === undefined){
const err88 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "pincode"}};
vErrors = pushError(vErrors, err88);
errors++;
}
if(data28.deliveryDate === undefined){
const err89 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "deliveryDate"}};
vErrors = pushError(vErrors, err89);
errors++;
}
if(data28.deliverySlot === undefined){
const err90 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "deliverySlot"}};
vErrors = pushError(vErrors, err90);
errors++;
}
for(const key3 in data28){
if(!(func2.call(schema14.properties.delivery.properties, key3))){
const err91 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
vErrors = pushError(vErrors, err91);
errors++;
}
}
if(data28.fullName !== undefined){
let data29 = data28.fullName;
if(typeof data29 === "string"){
if(data29.length > 80){
const err92 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err92);
errors++;
}
if(data29.length < 1){
const err93 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err93);
errors++;
}
if(!pattern7.test(data29)){
const err94 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err94);
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/delivery/fullName",schemaPath:"#/properties/delivery/properties/fullName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err95);
errors++;
}
}
if(data28.phone !== undefined){
let data30 = data28.phone;
if(typeof data30 === "string"){
if(!pattern8.test(data30)){
const err96 = {instancePath:instancePath+"/delivery/phone",schemaPath:"#/properties/delivery/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err96);
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/delivery/phone",schemaPath:"#/properties/delivery/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err97);
errors++;
}
}
if(data28.email !== undefined){
let data31 = data28.email;
if(typeof data31 === "string"){
if(data31.length > 254){
const err98 = {instancePath:instancePath+"/delivery/email",schemaPath:"#/properties/delivery/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err98);
errors++;
}
if(!pattern14.test(data31)){
const err99 = {instancePath:instancePath+"/delivery/email",schemaPath:"#/properties/delivery/properties/email/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err99);
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/delivery/email",schemaPath:"#/properties/delivery/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err100);
errors++;
}
}
if(data28.addressLine1 !== undefined){
let data32 = data28.addressLine1;
if(typeof data32 === "string"){
if(data32.length > 120){
const err101 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err101);
errors++;
}
if(data32.length < 1){
const err102 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err102);
errors++;
}
if(!pattern7.test(data32)){
const err103 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err103);
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/delivery/addressLine1",schemaPath:"#/properties/delivery/properties/addressLine1/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err104);
errors++;
}
}
if(data28.addressLine2 !== undefined){
let data33 = data28.addressLine2;
if(typeof data33 === "string"){
if(data33.length > 120){
const err105 = {instancePath:instancePath+"/delivery/addressLine2",schemaPath:"#/properties/delivery/properties/addressLine2/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err105);
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/delivery/addressLine2",schemaPath:"#/properties/delivery/properties/addressLine2/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err106);
errors++;
}
}
if(data28.city !== undefined){
let data34 = data28.city;
if(typeof data34 === "string"){
if(data34.length > 60){
const err107 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err107);
errors++;
}
if(data34.length < 1){
const err108 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err108);
errors++;
}
if(!pattern7.test(data34)){
const err109 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err109);
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/delivery/city",schemaPath:"#/properties/delivery/properties/city/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err110);
errors++;
}
}
if(data28.state !== undefined){
let data35 = data28.state;
if(typeof data35 === "string"){
if(data35.length > 60){
const err111 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err111);
errors++;
}
if(data35.length < 1){
const err112 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err112);
errors++;
}
if(!pattern7.test(data35)){
const err113 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err113);
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/delivery/state",schemaPath:"#/properties/delivery/properties/state/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err114);
errors++;
}
}
if(data28.pincode !== undefined){
let data36 = data28.pincode;
if(typeof data36 === "string"){
if(!pattern18.test(data36)){
const err115 = {instancePath:instancePath+"/delivery/pincode",schemaPath:"#/properties/delivery/properties/pincode/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{5}$"}};
vErrors = pushError(vErrors, err115);
errors++;
}
}
else {
const err116 = {instancePath:instancePath+"/delivery/pincode",schemaPath:"#/properties/delivery/properties/pincode/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err116);
errors++;
}
}
if(data28.country !== undefined){
let data37 = data28.country;
if(typeof data37 !== "string"){
const err117 = {instancePath:instancePath+"/delivery/country",schemaPath:"#/properties/delivery/properties/country/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err117);
errors++;
}
if(!(data37 === "India")){
const err118 = {instancePath:instancePath+"/delivery/country",schemaPath:"#/properties/delivery/properties/country/enum",keyword:"enum",params:{allowedValues: schema14.properties.delivery.properties.country.enum}};
vErrors = pushError(vErrors, err118);
errors++;
}
}
if(data28.deliveryDate !== undefined){
let data38 = data28.deliveryDate;
if(typeof data38 === "string"){
if(!pattern10.test(data38)){
const err119 = {instancePath:instancePath+"/delivery/deliveryDate",schemaPath:"#/properties/delivery/properties/deliveryDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}};
vErrors = pushError(vErrors, err119);
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/delivery/deliveryDate",schemaPath:"#/properties/delivery/properties/deliveryDate/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err120);
errors++;
}
}
if(data28.deliverySlot !== undefined){
let data39 = data28.deliverySlot;
if(typeof data39 === "string"){
if(data39.length > 40){
const err121 = {instancePath:instancePath+"/delivery/deliverySlot",schemaPath:"#/properties/delivery/properties/deliverySlot/maxLength",keyword:"maxLength",params:{limit: 40}};
vErrors = pushError(vErrors, err121);
errors++;
}
if(!pattern0.test(data39)){
const err122 = {instancePath:instancePath+"/delivery/deliverySlot",schemaPath:"#/properties/delivery/properties/deliverySlot/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err122);
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/delivery/deliverySlot",schemaPath:"#/properties/delivery/properties/deliverySlot/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err123);
errors++;
}
}
}
else {
const err124 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err124);
errors++;
}
}
}
else {
const err125 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err125);
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateDraftOrderFinaliseRequest = validate14;
const schema15 = {"$id":"draft-order-finalise-request","type":"object","additionalProperties":false,"required":["payment","total"],"properties":{"payment":{"type":"string","title":"Payment","enum":["cod","link"],"errorMessage":"Choose cash on delivery or a payment link"},"total":{"type":"integer","title":"Total","minimum":0,"description":"The total the operator was shown; a different server total answers 400."}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="draft-order-finalise-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payment === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payment"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.total === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!((key0 === "payment") || (key0 === "total"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.payment !== undefined){
let data0 = data.payment;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(!((data0 === "cod") || (data0 === "link"))){
const err4 = {instancePath:instancePath+"/payment",schemaPath:"#/properties/payment/enum",keyword:"enum",params:{allowedValues: schema15.properties.payment.enum}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
if(data.total !== undefined){
let data1 = data.total;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err5);
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err7);
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}


function pushError(errors, error){
if(errors === null) return [error];
errors.push(error);
return errors;
}
