// Generated from src/schemas by `pnpm --filter @partybox/contracts generate`; do not edit. A test fails when it drifts.
// @ts-nocheck
"use strict";
export const validatePaymentVerifyRequest = validate10;
const schema11 = {"$id":"payment-verify-request","type":"object","additionalProperties":false,"required":["razorpay_order_id","razorpay_payment_id","razorpay_signature"],"properties":{"razorpay_order_id":{"type":"string","title":"Razorpay order id","pattern":"^order_[A-Za-z0-9]{1,40}$","errorMessage":"razorpay_order_id must look like order_…"},"razorpay_payment_id":{"type":"string","title":"Razorpay payment id","pattern":"^pay_[A-Za-z0-9]{1,40}$","errorMessage":"razorpay_payment_id must look like pay_…"},"razorpay_signature":{"type":"string","title":"Razorpay signature","pattern":"^[0-9a-f]{64}$","errorMessage":"razorpay_signature must be 64 hex digits"}}};
const pattern0 = new RegExp("^order_[A-Za-z0-9]{1,40}$", "u");
const pattern1 = new RegExp("^pay_[A-Za-z0-9]{1,40}$", "u");
const pattern2 = new RegExp("^[0-9a-f]{64}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="payment-verify-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.razorpay_order_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "razorpay_order_id"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.razorpay_payment_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "razorpay_payment_id"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.razorpay_signature === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "razorpay_signature"}};
vErrors = pushError(vErrors, err2);
errors++;
}
for(const key0 in data){
if(!(((key0 === "razorpay_order_id") || (key0 === "razorpay_payment_id")) || (key0 === "razorpay_signature"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
if(data.razorpay_order_id !== undefined){
let data0 = data.razorpay_order_id;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/razorpay_order_id",schemaPath:"#/properties/razorpay_order_id/pattern",keyword:"pattern",params:{pattern: "^order_[A-Za-z0-9]{1,40}$"}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/razorpay_order_id",schemaPath:"#/properties/razorpay_order_id/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
if(data.razorpay_payment_id !== undefined){
let data1 = data.razorpay_payment_id;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/razorpay_payment_id",schemaPath:"#/properties/razorpay_payment_id/pattern",keyword:"pattern",params:{pattern: "^pay_[A-Za-z0-9]{1,40}$"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/razorpay_payment_id",schemaPath:"#/properties/razorpay_payment_id/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
if(data.razorpay_signature !== undefined){
let data2 = data.razorpay_signature;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err8 = {instancePath:instancePath+"/razorpay_signature",schemaPath:"#/properties/razorpay_signature/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/razorpay_signature",schemaPath:"#/properties/razorpay_signature/type",keyword:"type",params:{type: "string"}};
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

export const validateOperatorRefundRequest = validate11;
const schema12 = {"$id":"operator-refund-request","type":"object","additionalProperties":false,"required":["amount","reason","expectedVersion"],"properties":{"amount":{"type":"integer","title":"Amount","minimum":1,"errorMessage":"Enter the amount to refund in whole rupees (at least ₹1)."},"reason":{"type":"string","title":"Reason","minLength":1,"maxLength":300,"errorMessage":"Give a reason for the refund (up to 300 characters)."},"expectedVersion":{"type":"integer","title":"Version","minimum":0,"errorMessage":"Reload the order and try again"}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="operator-refund-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.expectedVersion === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expectedVersion"}};
vErrors = pushError(vErrors, err2);
errors++;
}
for(const key0 in data){
if(!(((key0 === "amount") || (key0 === "reason")) || (key0 === "expectedVersion"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
if(data.amount !== undefined){
let data0 = data.amount;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err4);
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(data1.length > 300){
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 300}};
vErrors = pushError(vErrors, err6);
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1}};
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
if(data.expectedVersion !== undefined){
let data2 = data.expectedVersion;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/type",keyword:"type",params:{type: "integer"}};
vErrors = pushError(vErrors, err9);
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/expectedVersion",schemaPath:"#/properties/expectedVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err10);
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err11);
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function pushError(errors, error){
if(errors === null) return [error];
errors.push(error);
return errors;
}
