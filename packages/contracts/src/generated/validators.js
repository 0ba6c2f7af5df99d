// Generated from src/schemas by `pnpm --filter @partybox/contracts generate`; do not edit. A test fails when it drifts.
// @ts-nocheck
"use strict";
export const validateContactRequest = validate10;
const schema11 = {"$id":"contact-request","type":"object","additionalProperties":false,"required":["firstName","lastName","phone","email","message"],"properties":{"firstName":{"type":"string","title":"First name","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter your first name","keywordMessages":{"maxLength":"First name can be at most 60 characters"}},"lastName":{"type":"string","title":"Last name","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter your last name","keywordMessages":{"maxLength":"Last name can be at most 60 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"message":{"type":"string","title":"Message","minLength":1,"maxLength":2000,"pattern":"\\S","errorMessage":"Write your message (up to 2,000 characters)","keywordMessages":{"maxLength":"Message can be at most 2000 characters"}}}};
const pattern0 = new RegExp("\\S", "u");
const pattern2 = new RegExp("^[6-9][0-9]{9}$", "u");
const pattern3 = new RegExp("^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="contact-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.lastName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.phone === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err2);
errors++;
}
if(data.email === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"}};
vErrors = pushError(vErrors, err4);
errors++;
}
for(const key0 in data){
if(!(((((key0 === "firstName") || (key0 === "lastName")) || (key0 === "phone")) || (key0 === "email")) || (key0 === "message"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(data0.length > 60){
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err6);
errors++;
}
if(data0.length < 1){
const err7 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(!pattern0.test(data0)){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(data1.length > 60){
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err10);
errors++;
}
if(data1.length < 1){
const err11 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err11);
errors++;
}
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err13);
errors++;
}
}
if(data.phone !== undefined){
let data2 = data.phone;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err14 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if(typeof data3 === "string"){
if(data3.length > 254){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err16);
errors++;
}
if(!pattern3.test(data3)){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err17);
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err18);
errors++;
}
}
if(data.message !== undefined){
let data4 = data.message;
if(typeof data4 === "string"){
if(data4.length > 2000){
const err19 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 2000}};
vErrors = pushError(vErrors, err19);
errors++;
}
if(data4.length < 1){
const err20 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err20);
errors++;
}
if(!pattern0.test(data4)){
const err21 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err21);
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err22);
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err23);
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateCustomizationRequest = validate11;
const schema12 = {"$id":"customization-request","type":"object","additionalProperties":false,"required":["name","phone","email","eventDate"],"properties":{"themeIds":{"type":"array","title":"Party boxes","description":"Every box of the order this party is for; the record names them all and takes the first one's occasion.","minItems":1,"maxItems":20,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":60},"errorMessage":"Choose the party boxes from the catalog"},"themeName":{"type":"string","title":"Theme name","maxLength":80,"errorMessage":"Theme name can be at most 80 characters"},"occasion":{"type":"string","title":"Occasion","maxLength":60,"errorMessage":"Choose the occasion"},"name":{"type":"string","title":"Name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter your name","keywordMessages":{"maxLength":"Name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"age":{"type":"integer","title":"Age","minimum":0,"maximum":120,"errorMessage":"Age must be a whole number from 0 to 120"},"eventDate":{"type":"string","title":"Event date","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","errorMessage":"Choose the date of your event"},"eventTime":{"type":"string","title":"Event time","pattern":"^$|^([01][0-9]|2[0-3]):[0-5][0-9]$","errorMessage":"Choose a time, like 17:30"},"venue":{"type":"string","title":"Venue","maxLength":200,"errorMessage":"Venue can be at most 200 characters"},"venueType":{"type":"string","title":"Venue type","enum":["","Indoor","Outdoor","Mixed","Private Villa","Club / Lounge","Home","Rooftop","Other"],"errorMessage":"Choose a venue type from the list"},"guestCount":{"type":"integer","title":"Guest count","minimum":0,"maximum":1000,"errorMessage":"Guest count must be a whole number from 0 to 1000"},"favoriteColor":{"type":"string","title":"Favourite colour","maxLength":60,"errorMessage":"Favourite colour can be at most 60 characters"},"returnGiftQty":{"type":"integer","title":"Return gift quantity","minimum":0,"maximum":1000,"errorMessage":"Return gift quantity must be a whole number from 0 to 1000"},"entertainment":{"type":"string","title":"Entertainment","maxLength":200,"errorMessage":"Entertainment can be at most 200 characters"},"notes":{"type":"string","title":"Instructions","maxLength":1000,"errorMessage":"Instructions can be at most 1000 characters"},"decorName":{"type":"string","title":"Name on the decor","maxLength":100,"errorMessage":"Name on the decor can be at most 100 characters"},"cakeDetails":{"type":"string","title":"Cake details","maxLength":300,"errorMessage":"Cake details can be at most 300 characters"}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");
const pattern9 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const pattern10 = new RegExp("^$|^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="customization-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.phone === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.email === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
vErrors = pushError(vErrors, err2);
errors++;
}
if(data.eventDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventDate"}};
vErrors = pushError(vErrors, err3);
errors++;
}
for(const key0 in data){
if(!(func2.call(schema12.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
if(data.themeIds !== undefined){
let data0 = data.themeIds;
if(Array.isArray(data0)){
if(data0.length > 20){
const err5 = {instancePath:instancePath+"/themeIds",schemaPath:"#/properties/themeIds/maxItems",keyword:"maxItems",params:{limit: 20}};
vErrors = pushError(vErrors, err5);
errors++;
}
if(data0.length < 1){
const err6 = {instancePath:instancePath+"/themeIds",schemaPath:"#/properties/themeIds/minItems",keyword:"minItems",params:{limit: 1}};
vErrors = pushError(vErrors, err6);
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(data1.length > 60){
const err7 = {instancePath:instancePath+"/themeIds/" + i0,schemaPath:"#/properties/themeIds/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(!pattern5.test(data1)){
const err8 = {instancePath:instancePath+"/themeIds/" + i0,schemaPath:"#/properties/themeIds/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/themeIds/" + i0,schemaPath:"#/properties/themeIds/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err10 = {instancePath:instancePath+"/themeIds",schemaPath:"#/properties/themeIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0}};
vErrors = pushError(vErrors, err10);
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err11 = {instancePath:instancePath+"/themeIds",schemaPath:"#/properties/themeIds/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
if(data.themeName !== undefined){
let data2 = data.themeName;
if(typeof data2 === "string"){
if(data2.length > 80){
const err12 = {instancePath:instancePath+"/themeName",schemaPath:"#/properties/themeName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/themeName",schemaPath:"#/properties/themeName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err13);
errors++;
}
}
if(data.occasion !== undefined){
let data3 = data.occasion;
if(typeof data3 === "string"){
if(data3.length > 60){
const err14 = {instancePath:instancePath+"/occasion",schemaPath:"#/properties/occasion/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/occasion",schemaPath:"#/properties/occasion/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 === "string"){
if(data4.length > 80){
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err16);
errors++;
}
if(data4.length < 1){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err17);
errors++;
}
if(!pattern0.test(data4)){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err18);
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err19);
errors++;
}
}
if(data.phone !== undefined){
let data5 = data.phone;
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err20 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err20);
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err21);
errors++;
}
}
if(data.email !== undefined){
let data6 = data.email;
if(typeof data6 === "string"){
if(data6.length > 254){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err22);
errors++;
}
if(!pattern3.test(data6)){
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err23);
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err24);
errors++;
}
}
if(data.age !== undefined){
let data7 = data.age;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/age",schemaPath:"#/properties/age/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err25);
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 120 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/age",schemaPath:"#/properties/age/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120}};
vErrors = pushError(vErrors, err26);
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/age",schemaPath:"#/properties/age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err27);
errors++;
}
}
}
if(data.eventDate !== undefined){
let data8 = data.eventDate;
if(typeof data8 === "string"){
if(!pattern9.test(data8)){
const err28 = {instancePath:instancePath+"/eventDate",schemaPath:"#/properties/eventDate/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}};
vErrors = pushError(vErrors, err28);
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/eventDate",schemaPath:"#/properties/eventDate/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err29);
errors++;
}
}
if(data.eventTime !== undefined){
let data9 = data.eventTime;
if(typeof data9 === "string"){
if(!pattern10.test(data9)){
const err30 = {instancePath:instancePath+"/eventTime",schemaPath:"#/properties/eventTime/pattern",keyword:"pattern",params:{pattern: "^$|^([01][0-9]|2[0-3]):[0-5][0-9]$"}};
vErrors = pushError(vErrors, err30);
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/eventTime",schemaPath:"#/properties/eventTime/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err31);
errors++;
}
}
if(data.venue !== undefined){
let data10 = data.venue;
if(typeof data10 === "string"){
if(data10.length > 200){
const err32 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/maxLength",keyword:"maxLength",params:{limit: 200}};
vErrors = pushError(vErrors, err32);
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err33);
errors++;
}
}
if(data.venueType !== undefined){
let data11 = data.venueType;
if(typeof data11 !== "string"){
const err34 = {instancePath:instancePath+"/venueType",schemaPath:"#/properties/venueType/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err34);
errors++;
}
if(!(((((((((data11 === "") || (data11 === "Indoor")) || (data11 === "Outdoor")) || (data11 === "Mixed")) || (data11 === "Private Villa")) || (data11 === "Club / Lounge")) || (data11 === "Home")) || (data11 === "Rooftop")) || (data11 === "Other"))){
const err35 = {instancePath:instancePath+"/venueType",schemaPath:"#/properties/venueType/enum",keyword:"enum",params:{allowedValues: schema12.properties.venueType.enum}};
vErrors = pushError(vErrors, err35);
errors++;
}
}
if(data.guestCount !== undefined){
let data12 = data.guestCount;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err36 = {instancePath:instancePath+"/guestCount",schemaPath:"#/properties/guestCount/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err36);
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1000 || isNaN(data12)){
const err37 = {instancePath:instancePath+"/guestCount",schemaPath:"#/properties/guestCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000}};
vErrors = pushError(vErrors, err37);
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/guestCount",schemaPath:"#/properties/guestCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err38);
errors++;
}
}
}
if(data.favoriteColor !== undefined){
let data13 = data.favoriteColor;
if(typeof data13 === "string"){
if(data13.length > 60){
const err39 = {instancePath:instancePath+"/favoriteColor",schemaPath:"#/properties/favoriteColor/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err39);
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/favoriteColor",schemaPath:"#/properties/favoriteColor/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err40);
errors++;
}
}
if(data.returnGiftQty !== undefined){
let data14 = data.returnGiftQty;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err41 = {instancePath:instancePath+"/returnGiftQty",schemaPath:"#/properties/returnGiftQty/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err41);
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000 || isNaN(data14)){
const err42 = {instancePath:instancePath+"/returnGiftQty",schemaPath:"#/properties/returnGiftQty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000}};
vErrors = pushError(vErrors, err42);
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err43 = {instancePath:instancePath+"/returnGiftQty",schemaPath:"#/properties/returnGiftQty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err43);
errors++;
}
}
}
if(data.entertainment !== undefined){
let data15 = data.entertainment;
if(typeof data15 === "string"){
if(data15.length > 200){
const err44 = {instancePath:instancePath+"/entertainment",schemaPath:"#/properties/entertainment/maxLength",keyword:"maxLength",params:{limit: 200}};
vErrors = pushError(vErrors, err44);
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/entertainment",schemaPath:"#/properties/entertainment/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err45);
errors++;
}
}
if(data.notes !== undefined){
let data16 = data.notes;
if(typeof data16 === "string"){
if(data16.length > 1000){
const err46 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err46);
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err47);
errors++;
}
}
if(data.decorName !== undefined){
let data17 = data.decorName;
if(typeof data17 === "string"){
if(data17.length > 100){
const err48 = {instancePath:instancePath+"/decorName",schemaPath:"#/properties/decorName/maxLength",keyword:"maxLength",params:{limit: 100}};
vErrors = pushError(vErrors, err48);
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/decorName",schemaPath:"#/properties/decorName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err49);
errors++;
}
}
if(data.cakeDetails !== undefined){
let data18 = data.cakeDetails;
if(typeof data18 === "string"){
if(data18.length > 300){
const err50 = {instancePath:instancePath+"/cakeDetails",schemaPath:"#/properties/cakeDetails/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err50);
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/cakeDetails",schemaPath:"#/properties/cakeDetails/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err51);
errors++;
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err52);
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateDeliveryRequest = validate12;
const schema13 = {"$id":"delivery-request","type":"object","additionalProperties":false,"required":["fullName","phone","addressLine1","city","state","pincode"],"properties":{"fullName":{"type":"string","title":"Full name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter the name of the person receiving the box","keywordMessages":{"maxLength":"Full name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"addressLine1":{"type":"string","title":"Address line 1","minLength":1,"maxLength":120,"pattern":"\\S","errorMessage":"Enter the flat, building and street","keywordMessages":{"maxLength":"Address line 1 can be at most 120 characters"}},"addressLine2":{"type":"string","title":"Address line 2","maxLength":120,"errorMessage":"Address line 2 can be at most 120 characters"},"city":{"type":"string","title":"City","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the city","keywordMessages":{"maxLength":"City can be at most 60 characters"}},"state":{"type":"string","title":"State","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the state","keywordMessages":{"maxLength":"State can be at most 60 characters"}},"pincode":{"type":"string","title":"PIN code","pattern":"^[1-9][0-9]{5}$","errorMessage":"Enter the 6-digit PIN code"},"country":{"type":"string","title":"Country","enum":["India"],"errorMessage":"We deliver only within India"}}};
const pattern13 = new RegExp("^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$", "u");
const pattern17 = new RegExp("^[1-9][0-9]{5}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="delivery-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fullName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fullName"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.phone === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.addressLine1 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addressLine1"}};
vErrors = pushError(vErrors, err2);
errors++;
}
if(data.city === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(data.state === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(data.pincode === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pincode"}};
vErrors = pushError(vErrors, err5);
errors++;
}
for(const key0 in data){
if(!(func2.call(schema13.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
if(data.fullName !== undefined){
let data0 = data.fullName;
if(typeof data0 === "string"){
if(data0.length > 80){
const err7 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(data0.length < 1){
const err8 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err8);
errors++;
}
if(!pattern0.test(data0)){
const err9 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err10);
errors++;
}
}
if(data.phone !== undefined){
let data1 = data.phone;
if(typeof data1 === "string"){
if(!pattern2.test(data1)){
const err11 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(data2.length > 254){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err13);
errors++;
}
if(!pattern13.test(data2)){
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
if(data.addressLine1 !== undefined){
let data3 = data.addressLine1;
if(typeof data3 === "string"){
if(data3.length > 120){
const err16 = {instancePath:instancePath+"/addressLine1",schemaPath:"#/properties/addressLine1/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err16);
errors++;
}
if(data3.length < 1){
const err17 = {instancePath:instancePath+"/addressLine1",schemaPath:"#/properties/addressLine1/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err17);
errors++;
}
if(!pattern0.test(data3)){
const err18 = {instancePath:instancePath+"/addressLine1",schemaPath:"#/properties/addressLine1/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err18);
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/addressLine1",schemaPath:"#/properties/addressLine1/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err19);
errors++;
}
}
if(data.addressLine2 !== undefined){
let data4 = data.addressLine2;
if(typeof data4 === "string"){
if(data4.length > 120){
const err20 = {instancePath:instancePath+"/addressLine2",schemaPath:"#/properties/addressLine2/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err20);
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/addressLine2",schemaPath:"#/properties/addressLine2/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err21);
errors++;
}
}
if(data.city !== undefined){
let data5 = data.city;
if(typeof data5 === "string"){
if(data5.length > 60){
const err22 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err22);
errors++;
}
if(data5.length < 1){
const err23 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err23);
errors++;
}
if(!pattern0.test(data5)){
const err24 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err24);
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err25);
errors++;
}
}
if(data.state !== undefined){
let data6 = data.state;
if(typeof data6 === "string"){
if(data6.length > 60){
const err26 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err26);
errors++;
}
if(data6.length < 1){
const err27 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err27);
errors++;
}
if(!pattern0.test(data6)){
const err28 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err28);
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err29);
errors++;
}
}
if(data.pincode !== undefined){
let data7 = data.pincode;
if(typeof data7 === "string"){
if(!pattern17.test(data7)){
const err30 = {instancePath:instancePath+"/pincode",schemaPath:"#/properties/pincode/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{5}$"}};
vErrors = pushError(vErrors, err30);
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/pincode",schemaPath:"#/properties/pincode/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err31);
errors++;
}
}
if(data.country !== undefined){
let data8 = data.country;
if(typeof data8 !== "string"){
const err32 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err32);
errors++;
}
if(!(data8 === "India")){
const err33 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/enum",keyword:"enum",params:{allowedValues: schema13.properties.country.enum}};
vErrors = pushError(vErrors, err33);
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err34);
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateSuggestionRequest = validate13;
const schema14 = {"$id":"suggestion-request","type":"object","additionalProperties":false,"required":["themeName","guestName"],"properties":{"themeName":{"type":"string","title":"Theme name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Give your theme idea a name","keywordMessages":{"maxLength":"Theme name can be at most 80 characters"}},"themeDescription":{"type":"string","title":"Theme description","maxLength":1000,"errorMessage":"Theme description can be at most 1000 characters"},"occasionType":{"type":"string","title":"Occasion","maxLength":60,"errorMessage":"Occasion can be at most 60 characters"},"colorScheme":{"type":"string","title":"Colour scheme","maxLength":100,"errorMessage":"Colour scheme can be at most 100 characters"},"eventDate":{"type":"string","title":"Event date","pattern":"^$|^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","errorMessage":"Choose the date of your event"},"guestName":{"type":"string","title":"Your name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter your name so we can reach you","keywordMessages":{"maxLength":"Your name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"guestCount":{"type":"integer","title":"Guest count","minimum":0,"maximum":1000,"errorMessage":"Guest count must be a whole number from 0 to 1000"},"foodPreferences":{"type":"string","title":"Notes","maxLength":500,"errorMessage":"Notes can be at most 500 characters"},"notes":{"type":"string","title":"Other notes","maxLength":1000,"errorMessage":"Other notes can be at most 1000 characters"},"propsNeeded":{"type":"object","title":"Props needed","additionalProperties":false,"properties":{"balloons":{"type":"boolean"},"banners":{"type":"boolean"},"centerpieces":{"type":"boolean"},"photobooth":{"type":"boolean"},"backdrop":{"type":"boolean"}},"errorMessage":"Tick the props you need"},"addOns":{"type":"object","title":"Add-ons","additionalProperties":false,"properties":{"cakeTopper":{"type":"boolean"},"welcomeBoard":{"type":"boolean"},"returnGifts":{"type":"boolean"}},"errorMessage":"Tick the add-ons you want"}}};
const pattern19 = new RegExp("^$|^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="suggestion-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.themeName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "themeName"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.guestName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guestName"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!(func2.call(schema14.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.themeName !== undefined){
let data0 = data.themeName;
if(typeof data0 === "string"){
if(data0.length > 80){
const err3 = {instancePath:instancePath+"/themeName",schemaPath:"#/properties/themeName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(data0.length < 1){
const err4 = {instancePath:instancePath+"/themeName",schemaPath:"#/properties/themeName/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/themeName",schemaPath:"#/properties/themeName/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/themeName",schemaPath:"#/properties/themeName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
if(data.themeDescription !== undefined){
let data1 = data.themeDescription;
if(typeof data1 === "string"){
if(data1.length > 1000){
const err7 = {instancePath:instancePath+"/themeDescription",schemaPath:"#/properties/themeDescription/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/themeDescription",schemaPath:"#/properties/themeDescription/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
if(data.occasionType !== undefined){
let data2 = data.occasionType;
if(typeof data2 === "string"){
if(data2.length > 60){
const err9 = {instancePath:instancePath+"/occasionType",schemaPath:"#/properties/occasionType/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/occasionType",schemaPath:"#/properties/occasionType/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err10);
errors++;
}
}
if(data.colorScheme !== undefined){
let data3 = data.colorScheme;
if(typeof data3 === "string"){
if(data3.length > 100){
const err11 = {instancePath:instancePath+"/colorScheme",schemaPath:"#/properties/colorScheme/maxLength",keyword:"maxLength",params:{limit: 100}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/colorScheme",schemaPath:"#/properties/colorScheme/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
if(data.eventDate !== undefined){
let data4 = data.eventDate;
if(typeof data4 === "string"){
if(!pattern19.test(data4)){
const err13 = {instancePath:instancePath+"/eventDate",schemaPath:"#/properties/eventDate/pattern",keyword:"pattern",params:{pattern: "^$|^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}};
vErrors = pushError(vErrors, err13);
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/eventDate",schemaPath:"#/properties/eventDate/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
if(data.guestName !== undefined){
let data5 = data.guestName;
if(typeof data5 === "string"){
if(data5.length > 80){
const err15 = {instancePath:instancePath+"/guestName",schemaPath:"#/properties/guestName/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err15);
errors++;
}
if(data5.length < 1){
const err16 = {instancePath:instancePath+"/guestName",schemaPath:"#/properties/guestName/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err16);
errors++;
}
if(!pattern0.test(data5)){
const err17 = {instancePath:instancePath+"/guestName",schemaPath:"#/properties/guestName/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err17);
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/guestName",schemaPath:"#/properties/guestName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err18);
errors++;
}
}
if(data.phone !== undefined){
let data6 = data.phone;
if(typeof data6 === "string"){
if(!pattern2.test(data6)){
const err19 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err19);
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err20);
errors++;
}
}
if(data.email !== undefined){
let data7 = data.email;
if(typeof data7 === "string"){
if(data7.length > 254){
const err21 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err21);
errors++;
}
if(!pattern13.test(data7)){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err22);
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err23);
errors++;
}
}
if(data.guestCount !== undefined){
let data8 = data.guestCount;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/guestCount",schemaPath:"#/properties/guestCount/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err24);
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 1000 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/guestCount",schemaPath:"#/properties/guestCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000}};
vErrors = pushError(vErrors, err25);
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/guestCount",schemaPath:"#/properties/guestCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err26);
errors++;
}
}
}
if(data.foodPreferences !== undefined){
let data9 = data.foodPreferences;
if(typeof data9 === "string"){
if(data9.length > 500){
const err27 = {instancePath:instancePath+"/foodPreferences",schemaPath:"#/properties/foodPreferences/maxLength",keyword:"maxLength",params:{limit: 500}};
vErrors = pushError(vErrors, err27);
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/foodPreferences",schemaPath:"#/properties/foodPreferences/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err28);
errors++;
}
}
if(data.notes !== undefined){
let data10 = data.notes;
if(typeof data10 === "string"){
if(data10.length > 1000){
const err29 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err29);
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err30);
errors++;
}
}
if(data.propsNeeded !== undefined){
let data11 = data.propsNeeded;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key1 in data11){
if(!(((((key1 === "balloons") || (key1 === "banners")) || (key1 === "centerpieces")) || (key1 === "photobooth")) || (key1 === "backdrop"))){
const err31 = {instancePath:instancePath+"/propsNeeded",schemaPath:"#/properties/propsNeeded/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err31);
errors++;
}
}
if(data11.balloons !== undefined){
if(typeof data11.balloons !== "boolean"){
const err32 = {instancePath:instancePath+"/propsNeeded/balloons",schemaPath:"#/properties/propsNeeded/properties/balloons/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err32);
errors++;
}
}
if(data11.banners !== undefined){
if(typeof data11.banners !== "boolean"){
const err33 = {instancePath:instancePath+"/propsNeeded/banners",schemaPath:"#/properties/propsNeeded/properties/banners/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err33);
errors++;
}
}
if(data11.centerpieces !== undefined){
if(typeof data11.centerpieces !== "boolean"){
const err34 = {instancePath:instancePath+"/propsNeeded/centerpieces",schemaPath:"#/properties/propsNeeded/properties/centerpieces/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err34);
errors++;
}
}
if(data11.photobooth !== undefined){
if(typeof data11.photobooth !== "boolean"){
const err35 = {instancePath:instancePath+"/propsNeeded/photobooth",schemaPath:"#/properties/propsNeeded/properties/photobooth/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err35);
errors++;
}
}
if(data11.backdrop !== undefined){
if(typeof data11.backdrop !== "boolean"){
const err36 = {instancePath:instancePath+"/propsNeeded/backdrop",schemaPath:"#/properties/propsNeeded/properties/backdrop/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err36);
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/propsNeeded",schemaPath:"#/properties/propsNeeded/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err37);
errors++;
}
}
if(data.addOns !== undefined){
let data17 = data.addOns;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key2 in data17){
if(!(((key2 === "cakeTopper") || (key2 === "welcomeBoard")) || (key2 === "returnGifts"))){
const err38 = {instancePath:instancePath+"/addOns",schemaPath:"#/properties/addOns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
vErrors = pushError(vErrors, err38);
errors++;
}
}
if(data17.cakeTopper !== undefined){
if(typeof data17.cakeTopper !== "boolean"){
const err39 = {instancePath:instancePath+"/addOns/cakeTopper",schemaPath:"#/properties/addOns/properties/cakeTopper/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err39);
errors++;
}
}
if(data17.welcomeBoard !== undefined){
if(typeof data17.welcomeBoard !== "boolean"){
const err40 = {instancePath:instancePath+"/addOns/welcomeBoard",schemaPath:"#/properties/addOns/properties/welcomeBoard/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err40);
errors++;
}
}
if(data17.returnGifts !== undefined){
if(typeof data17.returnGifts !== "boolean"){
const err41 = {instancePath:instancePath+"/addOns/returnGifts",schemaPath:"#/properties/addOns/properties/returnGifts/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err41);
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/addOns",schemaPath:"#/properties/addOns/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err42);
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err43);
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateSubscriptionRequest = validate14;
const schema15 = {"$id":"subscription-request","type":"object","additionalProperties":false,"required":["email"],"properties":{"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="subscription-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!(key0 === "email")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(data0.length > 254){
const err2 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err2);
errors++;
}
if(!pattern3.test(data0)){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err5);
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
