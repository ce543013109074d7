// 基础控件: every plain control of the form kit — Shoelace's inputs and the shared Select.
import { useTranslation } from 'react-i18next';
import { chineseAmount } from '@atrium/shared';
import { Select } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { checkedOf, inputValue, Labelled, Row, Section, type SectionProps } from './controls';
import { isAmount, NUMBER_MAX, NUMBER_MIN, NUMBER_STEP, OPTION_KEYS, RATING_MAX, roundAmount, TEXT_MAX, TEXTAREA_MAX } from './rules';
import sheet from './formDemo.module.css';

const styles = sheet.locals;

/** Lengths as the shared maxLengthRule counts them: code points, so an emoji is one character. */
const lengthOf = (text: string) => Array.from(text).length;

const SWATCHES = '#1890ff; #13c2c2; #52c41a; #faad14; #f5222d; #722ed1; #000000; #ffffff';

export function BasicControls({ values, errors, required, set }: SectionProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const label = (key: string) => t(`formDemo.fields.${key}`);
  const invalid = (key: keyof typeof values) => (errors[key] !== undefined ? true : undefined);
  const options = OPTION_KEYS.map((key) => ({ value: key, label: t(`formDemo.options.${key}`) }));
  const row = { errors, required };
  const amount = values.amount.trim();
  const amountHelp = amount !== '' && isAmount(amount)
    ? t('formDemo.help.amountUpper', { upper: chineseAmount(Number(amount)) })
    : t('formDemo.help.amount');

  return (
    <Section title={t('formDemo.sections.basic')}>
      <Row name="text" {...row}>
        <sl-input
          label={label('text')}
          placeholder={t('formDemo.placeholders.input')}
          required={required.has('text')}
          maxlength={TEXT_MAX}
          clearable
          value={values.text}
          aria-invalid={invalid('text')}
          help-text={t('formDemo.help.counter', { count: lengthOf(values.text), max: TEXT_MAX })}
          onsl-input={(event: Event) => set('text', inputValue(event))}
        />
      </Row>
      <Row name="number" {...row}>
        <sl-input
          type="number"
          label={label('number')}
          placeholder={t('formDemo.placeholders.input')}
          min={NUMBER_MIN}
          max={NUMBER_MAX}
          step={NUMBER_STEP}
          value={values.number}
          aria-invalid={invalid('number')}
          help-text={t('formDemo.help.number', { min: NUMBER_MIN, max: NUMBER_MAX, step: NUMBER_STEP })}
          onsl-input={(event: Event) => set('number', inputValue(event))}
        />
      </Row>
      <Row name="textarea" wide {...row}>
        <sl-textarea
          rows={3}
          resize="auto"
          label={label('textarea')}
          placeholder={t('formDemo.placeholders.textarea')}
          maxlength={TEXTAREA_MAX}
          value={values.textarea}
          aria-invalid={invalid('textarea')}
          help-text={t('formDemo.help.counter', { count: lengthOf(values.textarea), max: TEXTAREA_MAX })}
          onsl-input={(event: Event) => set('textarea', inputValue(event))}
        />
      </Row>
      <Row name="amount" {...row}>
        <sl-input
          type="number"
          label={label('amount')}
          placeholder={t('formDemo.placeholders.input')}
          min={0}
          step={0.01}
          value={values.amount}
          aria-invalid={invalid('amount')}
          help-text={amountHelp}
          onsl-input={(event: Event) => set('amount', inputValue(event))}
          // Left with more decimals, the amount is rounded to the fen (as the product's amount fields).
          onsl-change={(event: Event) => set('amount', roundAmount(inputValue(event)))}
        >
          <span slot="prefix">¥</span>
        </sl-input>
      </Row>
      <Row name="switch" {...row}>
        <sl-switch checked={values.switch} help-text={t(values.switch ? 'formDemo.help.switchOn' : 'formDemo.help.switchOff')} onsl-change={(event: Event) => set('switch', checkedOf(event))}>
          {label('switch')}
        </sl-switch>
      </Row>
      <Row name="radio" {...row}>
        <sl-radio-group label={label('radio')} value={values.radio} onsl-change={(event: Event) => set('radio', inputValue(event))}>
          {options.map((option) => (
            <sl-radio key={option.value} value={option.value}>
              {option.label}
            </sl-radio>
          ))}
        </sl-radio-group>
      </Row>
      <Row name="checkbox" {...row}>
        <fieldset className={styles.choices}>
          <legend>{label('checkbox')}</legend>
          {options.map((option) => (
            <sl-checkbox
              key={option.value}
              value={option.value}
              checked={values.checkbox.includes(option.value)}
              onsl-change={(event: Event) => {
                const chosen = checkedOf(event) ? [...values.checkbox, option.value] : values.checkbox.filter((key) => key !== option.value);
                // In the options' order, whatever order they were ticked in.
                set('checkbox', OPTION_KEYS.filter((key) => chosen.includes(key)));
              }}
            >
              {option.label}
            </sl-checkbox>
          ))}
        </fieldset>
      </Row>
      <Row name="select" {...row}>
        <Select label={label('select')} value={values.select} options={options} clearable invalid={errors.select !== undefined} onChange={(value) => set('select', value)} />
      </Row>
      <Row name="selectMultiple" {...row}>
        <sl-select
          label={label('selectMultiple')}
          placeholder={t('formDemo.placeholders.choose')}
          multiple
          clearable
          hoist
          max-options-visible={3}
          value={values.selectMultiple}
          onsl-change={(event: Event) => {
            const value = (event.target as HTMLElement & { value: string | string[] }).value;
            set('selectMultiple', Array.isArray(value) ? value : value ? [value] : []);
          }}
        >
          {options.map((option) => (
            <sl-option key={option.value} value={option.value}>
              {option.label}
            </sl-option>
          ))}
        </sl-select>
      </Row>
      <Row name="date" {...row}>
        <sl-input type="date" label={label('date')} required={required.has('date')} value={values.date} aria-invalid={invalid('date')} onsl-change={(event: Event) => set('date', inputValue(event))} />
      </Row>
      <Row name="time" {...row}>
        <sl-input type="time" label={label('time')} value={values.time} onsl-change={(event: Event) => set('time', inputValue(event))} />
      </Row>
      <Row name="dateTime" {...row}>
        <sl-input type="datetime-local" label={label('dateTime')} value={values.dateTime} onsl-change={(event: Event) => set('dateTime', inputValue(event))} />
      </Row>
      <Row name="rating" {...row}>
        <Labelled label={label('rating')}>
          <sl-rating label={label('rating')} max={RATING_MAX} value={values.rating} onsl-change={(event: Event) => set('rating', Number(inputValue(event)) || 0)} />
        </Labelled>
      </Row>
      <Row name="range" {...row}>
        <sl-range label={label('range')} min={0} max={100} step={1} value={values.range} onsl-change={(event: Event) => set('range', Number(inputValue(event)) || 0)} />
      </Row>
      <Row name="color" {...row}>
        <Labelled label={label('color')}>
          <sl-color-picker label={label('color')} format="hex" swatches={SWATCHES} value={values.color} hoist onsl-change={(event: Event) => set('color', inputValue(event))} />
        </Labelled>
      </Row>
    </Section>
  );
}
