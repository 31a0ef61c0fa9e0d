export { KeywordField, type KeywordFieldProps } from './keyword-field';
