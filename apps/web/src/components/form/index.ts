export { Form } from "./form";
export { DateField, MaskedTextField, MoneyField, NumberField, SelectField, TextareaField, TextField } from "./fields";
export { applyFieldErrors, applyServerErrors, fieldsOf } from "./apply-server-errors";
export { screenFiles, takeFiles, type FileKind } from "./file-screening";
export { schemaResolver } from "./schema-resolver";
export { CheckboxField } from "./checkbox-field";
export { SingleUploadField, type SingleUploadTexts } from "./single-upload-field";
export { ProjectPickerField, type ProjectOption } from "./project-picker-field";
