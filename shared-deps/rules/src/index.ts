export { textLength, hasHiddenCharacters, isBlank } from './text';
export { NAME_MAX, CODE_MAX, SORT_MIN, SORT_MAX } from './limits';
export { EN_CODE_PATTERN, ACCOUNT_PATTERN, MOBILE_PATTERN, EMAIL_PATTERN, hasSpecialSymbols, isEnCode, isAccount } from './patterns';
export { PLACEHOLDER_PATTERN, templateParams } from './placeholders';
export { CHANNEL_SETTINGS, type SettingField, type SettingKind } from './accountSettings';
export { passwordBreach, PASSWORD_MAX, type PasswordBreach, type PasswordPolicy } from './passwordPolicy';
