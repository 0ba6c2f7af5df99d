// Generated from src/schemas by `pnpm --filter @partybox/contracts generate`; do not edit. A test fails when it drifts.
// @ts-nocheck
"use strict";
export const validateOrderStatusChange = validate10;
const schema11 = {"$id":"order-status-change","type":"object","additionalProperties":false,"required":["to","expectedVersion"],"properties":{"to":{"type":"string","title":"Status","enum":["placed","confirmed","packed","out-for-delivery","delivered","cancelled"],"errorMessage":"Choose one of the order statuses"},"expectedVersion":{"type":"integer","title":"Version","minimum":0,"errorMessage":"Reload the order and try again"},"reason":{"type":"string","title":"Reason","maxLength":300,"errorMessage":"Keep the reason under 300 characters"},"collectCash":{"type":"boolean","title":"Cash collected","description":"With `to: 'delivered'` on a cash-on-delivery order: the order's cash was collected at the door.","errorMessage":"Say whether the cash was collected"}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="order-status-change" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.to === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.expectedVersion === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedVersion"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!((((key0 === "to") || (key0 === "expectedVersion")) || (key0 === "reason")) || (key0 === "collectCash"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.to !== undefined){
let data0 = data.to;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(!((((((data0 === "placed") || (data0 === "confirmed")) || (data0 === "packed")) || (data0 === "out-for-delivery")) || (data0 === "delivered")) || (data0 === "cancelled"))){
const err4 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/enum",keyword:"enum",params:{allowedValues: schema11.properties.to.enum}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
if(data.expectedVersion !== undefined){
let data1 = data.expectedVersion;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err5);
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
}
if(data.reason !== undefined){
let data2 = data.reason;
if(typeof data2 === "string"){
if(data2.length > 300){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
if(data.collectCash !== undefined){
if(typeof data.collectCash !== "boolean"){
const err9 = {instancePath:instancePath+"/collectCash",schemaPath:"#/properties/collectCash/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err10);
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validatePaymentStatusChange = validate11;
const schema12 = {"$id":"payment-status-change","type":"object","additionalProperties":false,"required":["to","expectedVersion"],"properties":{"to":{"type":"string","title":"Payment status","enum":["awaiting-payment","payment-processing","payment-failed","paid","refund-pending","partly-refunded","refunded","pay-on-delivery","collected-on-delivery"],"errorMessage":"Choose one of the payment statuses"},"expectedVersion":{"type":"integer","title":"Version","minimum":0,"errorMessage":"Reload the order and try again"},"reference":{"type":"string","title":"Reference","maxLength":100,"description":"Required to mark paid by hand: where the money came from outside the gateway.","errorMessage":"Keep the reference under 100 characters"}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="payment-status-change" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.to === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.expectedVersion === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedVersion"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!(((key0 === "to") || (key0 === "expectedVersion")) || (key0 === "reference"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.to !== undefined){
let data0 = data.to;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(!(((((((((data0 === "awaiting-payment") || (data0 === "payment-processing")) || (data0 === "payment-failed")) || (data0 === "paid")) || (data0 === "refund-pending")) || (data0 === "partly-refunded")) || (data0 === "refunded")) || (data0 === "pay-on-delivery")) || (data0 === "collected-on-delivery"))){
const err4 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/enum",keyword:"enum",params:{allowedValues: schema12.properties.to.enum}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
if(data.expectedVersion !== undefined){
let data1 = data.expectedVersion;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err5);
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
}
if(data.reference !== undefined){
let data2 = data.reference;
if(typeof data2 === "string"){
if(data2.length > 100){
const err7 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/maxLength",keyword:"maxLength",params:{limit: 100}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err9);
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateInboxHandled = validate12;
const schema13 = {"$id":"inbox-handled","type":"object","additionalProperties":false,"required":["handled"],"properties":{"handled":{"type":"boolean","title":"Handled","errorMessage":"Say whether the item is handled"}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="inbox-handled" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.handled === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "handled"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!(key0 === "handled")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.handled !== undefined){
if(typeof data.handled !== "boolean"){
const err2 = {instancePath:instancePath+"/handled",schemaPath:"#/properties/handled/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err3);
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateCustomerCancel = validate13;
const schema14 = {"$id":"customer-cancel","type":"object","additionalProperties":false,"properties":{"reason":{"type":"string","title":"Reason","maxLength":300,"errorMessage":"Keep the reason under 300 characters"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="customer-cancel" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "reason")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err0);
errors++;
}
}
if(data.reason !== undefined){
let data0 = data.reason;
if(typeof data0 === "string"){
if(data0.length > 300){
const err1 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err3);
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateOrderNote = validate14;
const schema15 = {"$id":"order-note","type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","title":"Note","minLength":1,"maxLength":1000,"pattern":"\\S","errorMessage":"Write the note (up to 1,000 characters)"},"forPacking":{"type":"boolean","title":"Print on the packing slip"}}};
const pattern0 = new RegExp("\\S", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="order-note" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!((key0 === "text") || (key0 === "forPacking"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.text !== undefined){
let data0 = data.text;
if(typeof data0 === "string"){
if(data0.length > 1000){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err2);
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
if(data.forPacking !== undefined){
if(typeof data.forPacking !== "boolean"){
const err6 = {instancePath:instancePath+"/forPacking",schemaPath:"#/properties/forPacking/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err6);
errors++;
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

export const validateLinkRotation = validate15;
const schema16 = {"$id":"order-link-rotation","type":"object","additionalProperties":false,"required":["expectedVersion"],"properties":{"expectedVersion":{"type":"integer","title":"Version","minimum":0,"errorMessage":"Reload the order and try again"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="order-link-rotation" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.expectedVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedVersion"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!(key0 === "expectedVersion")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.expectedVersion !== undefined){
let data0 = data.expectedVersion;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err2);
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err4);
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateOrderEdit = validate16;
const schema17 = {"$id":"order-edit","type":"object","additionalProperties":false,"required":["expectedVersion","editId"],"properties":{"expectedVersion":{"type":"integer","title":"Version","minimum":0,"errorMessage":"Reload the order and try again"},"editId":{"type":"string","title":"Edit","pattern":"^[A-Za-z0-9-]{8,64}$","errorMessage":"Reload the order and try again"},"preview":{"type":"boolean","title":"Preview"},"personalisation":{"type":"object","title":"Personalisation","additionalProperties":false,"properties":{"decorName":{"type":"string","title":"Name on the decor","maxLength":100,"errorMessage":"Name on the decor can be at most 100 characters"},"cakeDetails":{"type":"string","title":"Cake details","maxLength":300,"errorMessage":"Cake details can be at most 300 characters"},"notes":{"type":"string","title":"Instructions","maxLength":1000,"errorMessage":"Instructions can be at most 1000 characters"}}},"address":{"type":"object","title":"Delivery address","additionalProperties":false,"required":["addressLine1","city","state","pincode"],"properties":{"addressLine1":{"type":"string","title":"Address line 1","minLength":1,"maxLength":120,"pattern":"\\S","errorMessage":"Enter the flat, building and street","keywordMessages":{"maxLength":"Address line 1 can be at most 120 characters"}},"addressLine2":{"type":"string","title":"Address line 2","maxLength":120,"errorMessage":"Address line 2 can be at most 120 characters"},"city":{"type":"string","title":"City","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the city","keywordMessages":{"maxLength":"City can be at most 60 characters"}},"state":{"type":"string","title":"State","minLength":1,"maxLength":60,"pattern":"\\S","errorMessage":"Enter the state","keywordMessages":{"maxLength":"State can be at most 60 characters"}},"pincode":{"type":"string","title":"PIN code","pattern":"^[1-9][0-9]{5}$","errorMessage":"Enter the 6-digit PIN code"}},"errorMessage":"Give the whole delivery address"},"recipient":{"type":"object","title":"Recipient","description":"Who receives the box: the delivery name and phone (the same rules as the delivery form).","additionalProperties":false,"required":["name","phone"],"properties":{"name":{"type":"string","title":"Full name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter the name of the person receiving the box","keywordMessages":{"maxLength":"Full name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"}},"errorMessage":"Give the name and phone of the person receiving the box"},"slot":{"type":"object","title":"Delivery slot","additionalProperties":false,"required":["date","slotId"],"properties":{"date":{"type":"string","title":"Delivery date","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","errorMessage":"Choose a delivery date on the calendar"},"slotId":{"type":"string","title":"Delivery slot","pattern":"^[a-z][A-Za-z0-9-]*$","maxLength":40,"errorMessage":"Choose a delivery time slot"}},"errorMessage":"Choose a delivery day and slot"},"lines":{"type":"array","title":"Cart","minItems":1,"maxItems":20,"errorMessage":"Your cart is empty: add a party box first","keywordMessages":{"maxItems":"An order can hold up to 20 different party boxes: place the rest as a second order"},"items":{"type":"object","additionalProperties":false,"required":["addons","quantity"],"properties":{"addons":{"type":"array","title":"Add-ons","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose add-ons from the theme page"},"quantity":{"type":"integer","title":"Quantity","minimum":1,"maximum":20,"errorMessage":"Quantity must be a whole number from 1 to 20"}}}},"extras":{"type":"array","title":"Extras","uniqueItems":true,"maxItems":30,"items":{"type":"string","pattern":"^[a-z][A-Za-z0-9]*$","maxLength":60},"errorMessage":"Choose extras from the add-ons page"}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern1 = new RegExp("^[A-Za-z0-9-]{8,64}$", "u");
const pattern5 = new RegExp("^[1-9][0-9]{5}$", "u");
const pattern7 = new RegExp("^[6-9][0-9]{9}$", "u");
const pattern8 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const pattern9 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");
const pattern10 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="order-edit" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.expectedVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedVersion"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.editId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "editId"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!(func2.call(schema17.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.expectedVersion !== undefined){
let data0 = data.expectedVersion;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err3);
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
}
if(data.editId !== undefined){
let data1 = data.editId;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err5 = {instancePath:instancePath+"/editId",schemaPath:"#/properties/editId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{8,64}$"}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/editId",schemaPath:"#/properties/editId/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
if(data.preview !== undefined){
if(typeof data.preview !== "boolean"){
const err7 = {instancePath:instancePath+"/preview",schemaPath:"#/properties/preview/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
if(data.personalisation !== undefined){
let data3 = data.personalisation;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!(((key1 === "decorName") || (key1 === "cakeDetails")) || (key1 === "notes"))){
const err8 = {instancePath:instancePath+"/personalisation",schemaPath:"#/properties/personalisation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
if(data3.decorName !== undefined){
let data4 = data3.decorName;
if(typeof data4 === "string"){
if(data4.length > 100){
const err9 = {instancePath:instancePath+"/personalisation/decorName",schemaPath:"#/properties/personalisation/properties/decorName/maxLength",keyword:"maxLength",params:{limit: 100}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/personalisation/decorName",schemaPath:"#/properties/personalisation/properties/decorName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err10);
errors++;
}
}
if(data3.cakeDetails !== undefined){
let data5 = data3.cakeDetails;
if(typeof data5 === "string"){
if(data5.length > 300){
const err11 = {instancePath:instancePath+"/personalisation/cakeDetails",schemaPath:"#/properties/personalisation/properties/cakeDetails/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/personalisation/cakeDetails",schemaPath:"#/properties/personalisation/properties/cakeDetails/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
if(data3.notes !== undefined){
let data6 = data3.notes;
if(typeof data6 === "string"){
if(data6.length > 1000){
const err13 = {instancePath:instancePath+"/personalisation/notes",schemaPath:"#/properties/personalisation/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err13);
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/personalisation/notes",schemaPath:"#/properties/personalisation/properties/notes/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/personalisation",schemaPath:"#/properties/personalisation/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
if(data.address !== undefined){
let data7 = data.address;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.addressLine1 === undefined){
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "addressLine1"}};
vErrors = pushError(vErrors, err16);
errors++;
}
if(data7.city === undefined){
const err17 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "city"}};
vErrors = pushError(vErrors, err17);
errors++;
}
if(data7.state === undefined){
const err18 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "state"}};
vErrors = pushError(vErrors, err18);
errors++;
}
if(data7.pincode === undefined){
const err19 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "pincode"}};
vErrors = pushError(vErrors, err19);
errors++;
}
for(const key2 in data7){
if(!(((((key2 === "addressLine1") || (key2 === "addressLine2")) || (key2 === "city")) || (key2 === "state")) || (key2 === "pincode"))){
const err20 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
vErrors = pushError(vErrors, err20);
errors++;
}
}
if(data7.addressLine1 !== undefined){
let data8 = data7.addressLine1;
if(typeof data8 === "string"){
if(data8.length > 120){
const err21 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/properties/address/properties/addressLine1/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err21);
errors++;
}
if(data8.length < 1){
const err22 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/properties/address/properties/addressLine1/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err22);
errors++;
}
if(!pattern0.test(data8)){
const err23 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/properties/address/properties/addressLine1/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err23);
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/properties/address/properties/addressLine1/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err24);
errors++;
}
}
if(data7.addressLine2 !== undefined){
let data9 = data7.addressLine2;
if(typeof data9 === "string"){
if(data9.length > 120){
const err25 = {instancePath:instancePath+"/address/addressLine2",schemaPath:"#/properties/address/properties/addressLine2/maxLength",keyword:"maxLength",params:{limit: 120}};
vErrors = pushError(vErrors, err25);
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/address/addressLine2",schemaPath:"#/properties/address/properties/addressLine2/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err26);
errors++;
}
}
if(data7.city !== undefined){
let data10 = data7.city;
if(typeof data10 === "string"){
if(data10.length > 60){
const err27 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err27);
errors++;
}
if(data10.length < 1){
const err28 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err28);
errors++;
}
if(!pattern0.test(data10)){
const err29 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err29);
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err30);
errors++;
}
}
if(data7.state !== undefined){
let data11 = data7.state;
if(typeof data11 === "string"){
if(data11.length > 60){
const err31 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err31);
errors++;
}
if(data11.length < 1){
const err32 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err32);
errors++;
}
if(!pattern0.test(data11)){
const err33 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err33);
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err34);
errors++;
}
}
if(data7.pincode !== undefined){
let data12 = data7.pincode;
if(typeof data12 === "string"){
if(!pattern5.test(data12)){
const err35 = {instancePath:instancePath+"/address/pincode",schemaPath:"#/properties/address/properties/pincode/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{5}$"}};
vErrors = pushError(vErrors, err35);
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/address/pincode",schemaPath:"#/properties/address/properties/pincode/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err36);
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err37);
errors++;
}
}
if(data.recipient !== undefined){
let data13 = data.recipient;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.name === undefined){
const err38 = {instancePath:instancePath+"/recipient",schemaPath:"#/properties/recipient/required",keyword:"required",params:{missingProperty: "name"}};
vErrors = pushError(vErrors, err38);
errors++;
}
if(data13.phone === undefined){
const err39 = {instancePath:instancePath+"/recipient",schemaPath:"#/properties/recipient/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err39);
errors++;
}
for(const key3 in data13){
if(!((key3 === "name") || (key3 === "phone"))){
const err40 = {instancePath:instancePath+"/recipient",schemaPath:"#/properties/recipient/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
vErrors = pushError(vErrors, err40);
errors++;
}
}
if(data13.name !== undefined){
let data14 = data13.name;
if(typeof data14 === "string"){
if(data14.length > 80){
const err41 = {instancePath:instancePath+"/recipient/name",schemaPath:"#/properties/recipient/properties/name/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err41);
errors++;
}
if(data14.length < 1){
const err42 = {instancePath:instancePath+"/recipient/name",schemaPath:"#/properties/recipient/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err42);
errors++;
}
if(!pattern0.test(data14)){
const err43 = {instancePath:instancePath+"/recipient/name",schemaPath:"#/properties/recipient/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err43);
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/recipient/name",schemaPath:"#/properties/recipient/properties/name/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err44);
errors++;
}
}
if(data13.phone !== undefined){
let data15 = data13.phone;
if(typeof data15 === "string"){
if(!pattern7.test(data15)){
const err45 = {instancePath:instancePath+"/recipient/phone",schemaPath:"#/properties/recipient/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err45);
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/recipient/phone",schemaPath:"#/properties/recipient/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err46);
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/recipient",schemaPath:"#/properties/recipient/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err47);
errors++;
}
}
if(data.slot !== undefined){
let data16 = data.slot;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.date === undefined){
const err48 = {instancePath:instancePath+"/slot",schemaPath:"#/properties/slot/required",keyword:"required",params:{missingProperty: "date"}};
vErrors = pushError(vErrors, err48);
errors++;
}
if(data16.slotId === undefined){
const err49 = {instancePath:instancePath+"/slot",schemaPath:"#/properties/slot/required",keyword:"required",params:{missingProperty: "slotId"}};
vErrors = pushError(vErrors, err49);
errors++;
}
for(const key4 in data16){
if(!((key4 === "date") || (key4 === "slotId"))){
const err50 = {instancePath:instancePath+"/slot",schemaPath:"#/properties/slot/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}};
vErrors = pushError(vErrors, err50);
errors++;
}
}
if(data16.date !== undefined){
let data17 = data16.date;
if(typeof data17 === "string"){
if(!pattern8.test(data17)){
const err51 = {instancePath:instancePath+"/slot/date",schemaPath:"#/properties/slot/properties/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}};
vErrors = pushError(vErrors, err51);
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/slot/date",schemaPath:"#/properties/slot/properties/date/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err52);
errors++;
}
}
if(data16.slotId !== undefined){
let data18 = data16.slotId;
if(typeof data18 === "string"){
if(data18.length > 40){
const err53 = {instancePath:instancePath+"/slot/slotId",schemaPath:"#/properties/slot/properties/slotId/maxLength",keyword:"maxLength",params:{limit: 40}};
vErrors = pushError(vErrors, err53);
errors++;
}
if(!pattern9.test(data18)){
const err54 = {instancePath:instancePath+"/slot/slotId",schemaPath:"#/properties/slot/properties/slotId/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"}};
vErrors = pushError(vErrors, err54);
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/slot/slotId",schemaPath:"#/properties/slot/properties/slotId/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err55);
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/slot",schemaPath:"#/properties/slot/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err56);
errors++;
}
}
if(data.lines !== undefined){
let data19 = data.lines;
if(Array.isArray(data19)){
if(data19.length > 20){
const err57 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 20}};
vErrors = pushError(vErrors, err57);
errors++;
}
if(data19.length < 1){
const err58 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1}};
vErrors = pushError(vErrors, err58);
errors++;
}
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
let data20 = data19[i0];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.addons === undefined){
const err59 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "addons"}};
vErrors = pushError(vErrors, err59);
errors++;
}
if(data20.quantity === undefined){
const err60 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "quantity"}};
vErrors = pushError(vErrors, err60);
errors++;
}
for(const key5 in data20){
if(!((key5 === "addons") || (key5 === "quantity"))){
const err61 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5}};
vErrors = pushError(vErrors, err61);
errors++;
}
}
if(data20.addons !== undefined){
let data21 = data20.addons;
if(Array.isArray(data21)){
if(data21.length > 30){
const err62 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err62);
errors++;
}
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
let data22 = data21[i1];
if(typeof data22 === "string"){
if(data22.length > 60){
const err63 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err63);
errors++;
}
if(!pattern10.test(data22)){
const err64 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err64);
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/lines/" + i0+"/addons/" + i1,schemaPath:"#/properties/lines/items/properties/addons/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err65);
errors++;
}
}
let i2 = data21.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data21[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err66 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0}};
vErrors = pushError(vErrors, err66);
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err67 = {instancePath:instancePath+"/lines/" + i0+"/addons",schemaPath:"#/properties/lines/items/properties/addons/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err67);
errors++;
}
}
if(data20.quantity !== undefined){
let data23 = data20.quantity;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err68 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err68);
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 > 20 || isNaN(data23)){
const err69 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20}};
vErrors = pushError(vErrors, err69);
errors++;
}
if(data23 < 1 || isNaN(data23)){
const err70 = {instancePath:instancePath+"/lines/" + i0+"/quantity",schemaPath:"#/properties/lines/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
vErrors = pushError(vErrors, err70);
errors++;
}
}
}
}
else {
const err71 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err71);
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err72);
errors++;
}
}
if(data.extras !== undefined){
let data24 = data.extras;
if(Array.isArray(data24)){
if(data24.length > 30){
const err73 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/maxItems",keyword:"maxItems",params:{limit: 30}};
vErrors = pushError(vErrors, err73);
errors++;
}
const len2 = data24.length;
for(let i3=0; i3<len2; i3++){
let data25 = data24[i3];
if(typeof data25 === "string"){
if(data25.length > 60){
const err74 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/maxLength",keyword:"maxLength",params:{limit: 60}};
vErrors = pushError(vErrors, err74);
errors++;
}
if(!pattern10.test(data25)){
const err75 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"}};
vErrors = pushError(vErrors, err75);
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/extras/" + i3,schemaPath:"#/properties/extras/items/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err76);
errors++;
}
}
let i4 = data24.length;
let j1;
if(i4 > 1){
const indices1 = {};
for(;i4--;){
let item1 = data24[i4];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err77 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j1}};
vErrors = pushError(vErrors, err77);
errors++;
break;
}
indices1[item1] = i4;
}
}
}
else {
const err78 = {instancePath:instancePath+"/extras",schemaPath:"#/properties/extras/type",keyword:"type",params:{type: "array"}};
vErrors = pushError(vErrors, err78);
errors++;
}
}
}
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err79);
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const validateCustomerEdit = validate17;
const schema18 = {"$id":"customer-edit","type":"object","additionalProperties":false,"required":["expectedVersion","editId","personalisation"],"properties":{"expectedVersion":{"type":"integer","title":"Version","minimum":0,"errorMessage":"Reload the order and try again"},"editId":{"type":"string","title":"Edit","pattern":"^[A-Za-z0-9-]{8,64}$","errorMessage":"Reload the order and try again"},"preview":{"type":"boolean","title":"Preview"},"personalisation":{"type":"object","title":"Personalisation","additionalProperties":false,"properties":{"decorName":{"type":"string","title":"Name on the decor","maxLength":100,"errorMessage":"Name on the decor can be at most 100 characters"},"cakeDetails":{"type":"string","title":"Cake details","maxLength":300,"errorMessage":"Cake details can be at most 300 characters"},"notes":{"type":"string","title":"Instructions","maxLength":1000,"errorMessage":"Instructions can be at most 1000 characters"}}}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="customer-edit" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.expectedVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedVersion"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.editId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "editId"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.personalisation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "personalisation"}};
vErrors = pushError(vErrors, err2);
errors++;
}
for(const key0 in data){
if(!((((key0 === "expectedVersion") || (key0 === "editId")) || (key0 === "preview")) || (key0 === "personalisation"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
if(data.expectedVersion !== undefined){
let data0 = data.expectedVersion;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err4);
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
}
if(data.editId !== undefined){
let data1 = data.editId;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/editId",schemaPath:"#/properties/editId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{8,64}$"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/editId",schemaPath:"#/properties/editId/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
if(data.preview !== undefined){
if(typeof data.preview !== "boolean"){
const err8 = {instancePath:instancePath+"/preview",schemaPath:"#/properties/preview/type",keyword:"type",params:{type: "boolean"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
if(data.personalisation !== undefined){
let data3 = data.personalisation;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!(((key1 === "decorName") || (key1 === "cakeDetails")) || (key1 === "notes"))){
const err9 = {instancePath:instancePath+"/personalisation",schemaPath:"#/properties/personalisation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
if(data3.decorName !== undefined){
let data4 = data3.decorName;
if(typeof data4 === "string"){
if(data4.length > 100){
const err10 = {instancePath:instancePath+"/personalisation/decorName",schemaPath:"#/properties/personalisation/properties/decorName/maxLength",keyword:"maxLength",params:{limit: 100}};
vErrors = pushError(vErrors, err10);
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/personalisation/decorName",schemaPath:"#/properties/personalisation/properties/decorName/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
if(data3.cakeDetails !== undefined){
let data5 = data3.cakeDetails;
if(typeof data5 === "string"){
if(data5.length > 300){
const err12 = {instancePath:instancePath+"/personalisation/cakeDetails",schemaPath:"#/properties/personalisation/properties/cakeDetails/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/personalisation/cakeDetails",schemaPath:"#/properties/personalisation/properties/cakeDetails/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err13);
errors++;
}
}
if(data3.notes !== undefined){
let data6 = data3.notes;
if(typeof data6 === "string"){
if(data6.length > 1000){
const err14 = {instancePath:instancePath+"/personalisation/notes",schemaPath:"#/properties/personalisation/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/personalisation/notes",schemaPath:"#/properties/personalisation/properties/notes/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/personalisation",schemaPath:"#/properties/personalisation/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err16);
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err17);
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

export const validateCustomQuote = validate18;
const schema19 = {"$id":"custom-quote","type":"object","additionalProperties":false,"required":["amount","description"],"properties":{"amount":{"type":"integer","title":"Price","minimum":1,"maximum":1000000,"errorMessage":"Enter the price in whole rupees, from ₹1 to ₹10,00,000"},"description":{"type":"string","title":"Description","minLength":3,"maxLength":160,"pattern":"\\S","errorMessage":"Describe what the price is for in 3 to 160 characters"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="custom-quote" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.description === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!((key0 === "amount") || (key0 === "description"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.amount !== undefined){
let data0 = data.amount;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err3);
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1000000 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(data1.length > 160){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 160}};
vErrors = pushError(vErrors, err6);
errors++;
}
if(data1.length < 3){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 3}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err10);
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}


function pushError(errors, error){
if(errors === null) return [error];
errors.push(error);
return errors;
}
