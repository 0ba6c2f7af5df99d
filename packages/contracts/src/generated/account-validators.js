// Generated from src/schemas by `pnpm --filter @partybox/contracts generate`; do not edit. A test fails when it drifts.
// @ts-nocheck
"use strict";
export const validateSignUpRequest = validate10;
const schema11 = {"$id":"sign-up-request","type":"object","additionalProperties":false,"required":["name","phone","password"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter your name","keywordMessages":{"maxLength":"Name can be at most 80 characters"}},"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"},"password":{"type":"string","title":"Password","minLength":8,"maxLength":256,"errorMessage":"Use at least 8 characters"}}};
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^[6-9][0-9]{9}$", "u");
const pattern2 = new RegExp("^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="sign-up-request" */;
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
if(data.password === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
vErrors = pushError(vErrors, err2);
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "phone")) || (key0 === "email")) || (key0 === "password"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 80){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(data0.length < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err5);
errors++;
}
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
if(data.phone !== undefined){
let data1 = data.phone;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err8 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(data2.length > 254){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err10);
errors++;
}
if(!pattern2.test(data2)){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err11);
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err12);
errors++;
}
}
if(data.password !== undefined){
let data3 = data.password;
if(typeof data3 === "string"){
if(data3.length > 256){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 256}};
vErrors = pushError(vErrors, err13);
errors++;
}
if(data3.length < 8){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8}};
vErrors = pushError(vErrors, err14);
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err15);
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err16);
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateConfirmSignUpRequest = validate11;
const schema12 = {"$id":"confirm-sign-up-request","type":"object","additionalProperties":false,"required":["phone","code"],"properties":{"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"code":{"type":"string","title":"Code","pattern":"^[0-9]{6}$","errorMessage":"Enter the 6-digit code from the SMS"},"password":{"type":"string","title":"Password","minLength":1,"maxLength":256,"errorMessage":"Enter your password"}}};
const pattern4 = new RegExp("^[0-9]{6}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="confirm-sign-up-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phone === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!(((key0 === "phone") || (key0 === "code")) || (key0 === "password"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.phone !== undefined){
let data0 = data.phone;
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
if(data.password !== undefined){
let data2 = data.password;
if(typeof data2 === "string"){
if(data2.length > 256){
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 256}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(data2.length < 1){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
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
validate11.errors = vErrors;
return errors === 0;
}

export const validatePhoneRequest = validate12;
const schema13 = {"$id":"phone-request","type":"object","additionalProperties":false,"required":["phone"],"properties":{"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="phone-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phone === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!(key0 === "phone")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.phone !== undefined){
let data0 = data.phone;
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err2 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err4);
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateSignInRequest = validate13;
const schema14 = {"$id":"sign-in-request","type":"object","additionalProperties":false,"required":["phone","password"],"properties":{"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"password":{"type":"string","title":"Password","minLength":1,"maxLength":256,"errorMessage":"Enter your password"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="sign-in-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phone === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!((key0 === "phone") || (key0 === "password"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.phone !== undefined){
let data0 = data.phone;
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(data1.length > 256){
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 256}};
vErrors = pushError(vErrors, err5);
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err8);
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateSmsCodeRequest = validate14;
const schema15 = {"$id":"sms-code-request","type":"object","additionalProperties":false,"required":["code"],"properties":{"code":{"type":"string","title":"Code","pattern":"^[0-9]{6}$","errorMessage":"Enter the 6-digit code from the SMS"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="sms-code-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!(key0 === "code")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
vErrors = pushError(vErrors, err4);
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const validateAuthenticatorCodeRequest = validate15;
const schema16 = {"$id":"authenticator-code-request","type":"object","additionalProperties":false,"required":["code"],"properties":{"code":{"type":"string","title":"Authenticator code","pattern":"^[0-9]{6}$","errorMessage":"Enter the 6-digit code your authenticator app shows now"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="authenticator-code-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"}};
vErrors = pushError(vErrors, err0);
errors++;
}
for(const key0 in data){
if(!(key0 === "code")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err1);
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err3);
errors++;
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

export const validateResetPasswordRequest = validate16;
const schema17 = {"$id":"reset-password-request","type":"object","additionalProperties":false,"required":["phone","code","password"],"properties":{"phone":{"type":"string","title":"Phone","pattern":"^[6-9][0-9]{9}$","errorMessage":"Enter a 10-digit mobile number, like 98200 98200"},"code":{"type":"string","title":"Code","pattern":"^[0-9]{6}$","errorMessage":"Enter the 6-digit code from the SMS"},"password":{"type":"string","title":"Password","minLength":8,"maxLength":256,"errorMessage":"Use at least 8 characters"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="reset-password-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phone === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"}};
vErrors = pushError(vErrors, err1);
errors++;
}
if(data.password === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
vErrors = pushError(vErrors, err2);
errors++;
}
for(const key0 in data){
if(!(((key0 === "phone") || (key0 === "code")) || (key0 === "password"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err3);
errors++;
}
}
if(data.phone !== undefined){
let data0 = data.phone;
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err4 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[6-9][0-9]{9}$"}};
vErrors = pushError(vErrors, err4);
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6}$"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err7);
errors++;
}
}
if(data.password !== undefined){
let data2 = data.password;
if(typeof data2 === "string"){
if(data2.length > 256){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 256}};
vErrors = pushError(vErrors, err8);
errors++;
}
if(data2.length < 8){
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8}};
vErrors = pushError(vErrors, err9);
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
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
validate16.errors = vErrors;
return errors === 0;
}

export const validateProfileRequest = validate17;
const schema18 = {"$id":"profile-request","type":"object","additionalProperties":false,"required":["name","email"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":80,"pattern":"\\S","errorMessage":"Enter your name","keywordMessages":{"maxLength":"Name can be at most 80 characters"}},"email":{"type":"string","title":"Email","maxLength":254,"pattern":"^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":"Enter a valid e-mail address, like name@example.com"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="profile-request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"}};
vErrors = pushError(vErrors, err0);
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
vErrors = pushError(vErrors, err1);
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "email"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
vErrors = pushError(vErrors, err2);
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 80){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 80}};
vErrors = pushError(vErrors, err3);
errors++;
}
if(data0.length < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
vErrors = pushError(vErrors, err4);
errors++;
}
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"}};
vErrors = pushError(vErrors, err5);
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"}};
vErrors = pushError(vErrors, err6);
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(data1.length > 254){
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
vErrors = pushError(vErrors, err7);
errors++;
}
if(!pattern2.test(data1)){
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^$|^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"}};
vErrors = pushError(vErrors, err8);
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
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
validate17.errors = vErrors;
return errors === 0;
}


function pushError(errors, error){
if(errors === null) return [error];
errors.push(error);
return errors;
}
