// Generated from src/schemas by `pnpm --filter @partybox/contracts generate`; do not edit. A test fails when it drifts.
// @ts-nocheck
"use strict";
export const validateCalendarDayChange = validate10;
const schema11 = {"$id":"calendar-day-change","type":"object","additionalProperties":false,"minProperties":1,"errorMessage":"Block or unblock the day, or set its capacity","properties":{"blocked":{"type":["object","null"],"title":"Blocked","additionalProperties":false,"required":["reason"],"properties":{"reason":{"type":"string","minLength":1,"maxLength":80,"pattern":"\\S"}},"errorMessage":"Give the reason customers will read, in up to 80 characters"},"capacity":{"type":["integer","null"],"title":"Capacity","minimum":0,"maximum":500,"errorMessage":"The capacity must be a whole number of orders from 0 to 500, or empty for the catalog's"}}};
const pattern0 = new RegExp("\\S", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="calendar-day-change" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!((key0 === "blocked") || (key0 === "capacity"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.blocked !== undefined){
let data0 = data.blocked;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (data0 !== null)){
const err2 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: schema11.properties.blocked.type}};
vErrors = pushError(vErrors, err2);
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.reason === undefined){
const err3 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/required",keyword:"required",params:{missingProperty: "reason"}};
vErrors = pushError(vErrors, err3);
errors++;
}
for(const key1 in data0){
if(!(key1 === "reason")){
const err4 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
if(data0.reason !== undefined){
let data1 = data0.reason;
if(typeof data1 === "string"){
if(data1.length > 80){
const err5 = {instancePath:instancePath+"/blocked/reason",schemaPath:"#/properties/blocked/properties/reason/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err5);
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/blocked/reason",schemaPath:"#/properties/blocked/properties/reason/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err6);
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/blocked/reason",schemaPath:"#/properties/blocked/properties/reason/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/blocked/reason",schemaPath:"#/properties/blocked/properties/reason/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
}
}
if(data.capacity !== undefined){
let data2 = data.capacity;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err9 = {instancePath:instancePath+"/capacity",schemaPath:"#/properties/capacity/type",keyword:"type",params:{type: schema11.properties.capacity.type}};
vErrors = pushError(vErrors, err9);
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 500 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/capacity",schemaPath:"#/properties/capacity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500}};
vErrors = pushError(vErrors, err10);
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/capacity",schemaPath:"#/properties/capacity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err12);
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}


function pushError(errors, error){
if(errors === null) return [error];
errors.push(error);
return errors;
}
