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


function pushError(errors, error){
if(errors === null) return [error];
errors.push(error);
return errors;
}
