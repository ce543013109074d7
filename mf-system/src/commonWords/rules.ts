// The phrase form's rules, with the server's own words (server/src/routes/common-words/messages.ts).
import { maxLengthRule, requiredRule, sortCodeRule, t } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';

/** As the server: server/src/routes/common-words/routes.ts COMMON_WORDS_TEXT_MAX. */
export const TEXT_MAX = 500;

export interface CommonWordsValues {
  commonWordsText: string;
  sortCode: string;
}

const rules: FormRules<CommonWordsValues> = {
  commonWordsText: [requiredRule(() => t('system:commonWords.required')), maxLengthRule(TEXT_MAX, () => t('system:commonWords.tooLong', { max: TEXT_MAX }))],
  sortCode: [sortCodeRule()],
};

export const validateCommonWords = (values: CommonWordsValues): FormErrors<CommonWordsValues> => validateForm(values, rules);
