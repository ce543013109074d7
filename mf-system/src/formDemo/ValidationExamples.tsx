// 校验示例: the shared rules at work (mobile, email, ID card, web address, the password policy) and
// two that compare fields (password confirmation, number range).
import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '@atrium/shared';
import { SYSTEM_NS } from '../i18n';
import { inputValue, Row, Section, type SectionProps } from './controls';
import { policyParts, RANGE_MAX, RANGE_MIN } from './rules';
import sheet from './formDemo.module.css';

const styles = sheet.locals;

interface Props extends SectionProps {
  policy: PasswordPolicy;
  /** Whether the policy is the system's (else the demonstration one). */
  fromSystem: boolean;
}

export function ValidationExamples({ values, errors, required, set, policy, fromSystem }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const label = (key: string) => t(`formDemo.fields.${key}`);
  const invalid = (key: keyof typeof values) => (errors[key] !== undefined ? true : undefined);
  const row = { errors, required };
  const parts = policyParts(policy).map(({ key, options }) => t(`formDemo.help.${key}`, options));
  const policyHint = t(fromSystem ? 'formDemo.help.systemPolicy' : 'formDemo.help.demoPolicy', {
    rules: parts.length > 0 ? parts.join(t('formDemo.help.policySeparator')) : t('formDemo.help.policyNone'),
  });
  const text = (key: 'mobile' | 'email' | 'idCard' | 'url', extra: { type?: string; maxlength?: number; help?: string; inputmode?: string }) => (
    <Row name={key} {...row}>
      <sl-input
        type={extra.type ?? 'text'}
        label={label(key)}
        placeholder={t(`formDemo.placeholders.${key}`)}
        required={required.has(key)}
        maxlength={extra.maxlength}
        inputmode={extra.inputmode}
        autocomplete="off"
        value={values[key]}
        aria-invalid={invalid(key)}
        help-text={extra.help}
        onsl-input={(event: Event) => set(key, inputValue(event))}
      />
    </Row>
  );
  const rangeEnd = (index: 0 | 1) => (
    <sl-input
      type="number"
      label={label(index === 0 ? 'rangeFrom' : 'rangeTo')}
      min={RANGE_MIN}
      max={RANGE_MAX}
      value={values.numberRange[index]}
      aria-invalid={invalid('numberRange')}
      onsl-input={(event: Event) => {
        const next: [string, string] = [...values.numberRange];
        next[index] = inputValue(event);
        set('numberRange', next);
      }}
    />
  );

  return (
    <Section title={t('formDemo.sections.validation')}>
      {text('mobile', { type: 'tel', maxlength: 11, inputmode: 'numeric', help: t('formDemo.help.mobile') })}
      {text('email', { type: 'email' })}
      {text('idCard', { maxlength: 18, help: t('formDemo.help.idCard') })}
      {text('url', { type: 'url', help: t('formDemo.help.url') })}
      <Row name="password" {...row}>
        <sl-input
          type="password"
          password-toggle
          autocomplete="new-password"
          label={label('password')}
          required={required.has('password')}
          value={values.password}
          aria-invalid={invalid('password')}
          help-text={policyHint}
          onsl-input={(event: Event) => set('password', inputValue(event))}
        />
      </Row>
      <Row name="confirmPassword" {...row}>
        <sl-input
          type="password"
          password-toggle
          autocomplete="new-password"
          label={label('confirmPassword')}
          required={required.has('confirmPassword')}
          value={values.confirmPassword}
          aria-invalid={invalid('confirmPassword')}
          onsl-input={(event: Event) => set('confirmPassword', inputValue(event))}
        />
      </Row>
      <Row name="numberRange" {...row}>
        <fieldset className={styles.box}>
          <legend>{label('numberRange')}</legend>
          <div className={styles.pair}>
            {rangeEnd(0)}
            <span className={styles.pairSeparator} aria-hidden="true">~</span>
            {rangeEnd(1)}
          </div>
          <p className={styles.help}>{t('formDemo.help.numberRange', { min: RANGE_MIN, max: RANGE_MAX })}</p>
        </fieldset>
      </Row>
    </Section>
  );
}
