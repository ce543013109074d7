// 高级控件: the real pickers, uploaders and editor of @atrium/ui, over the server's own calls.
import { useTranslation } from 'react-i18next';
import type { Uploader } from '@atrium/shared';
import { AreaPicker, FileUploader, ImageUploader, OrganizeSelect, RichTextEditor, TreeSelect, UserSelect } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { DictionaryOption } from './api';
import { Row, Section, type SectionProps } from './controls';
import { FILE_LIMIT, FILE_SIZE_MB, IMAGE_LIMIT } from './rules';
import sheet from './formDemo.module.css';

const styles = sheet.locals;

interface Props extends SectionProps {
  /** The IndustryType dictionary's items (a tree). */
  industries: readonly DictionaryOption[];
  /** The page's own uploaders, so a submit can see files still on their way; null until made. */
  uploaders: { files: Uploader | null; images: Uploader | null };
}

export function AdvancedControls({ values, errors, required, set, industries, uploaders }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const label = (key: string) => t(`formDemo.fields.${key}`);
  const row = { errors, required };

  return (
    <Section title={t('formDemo.sections.advanced')}>
      <Row name="users" {...row}>
        <UserSelect label={label('users')} multiple value={values.users} invalid={errors.users !== undefined} onChange={(ids) => set('users', ids)} />
      </Row>
      <Row name="organize" {...row}>
        <OrganizeSelect label={label('organize')} value={values.organize} invalid={errors.organize !== undefined} onChange={(ids) => set('organize', ids)} />
      </Row>
      <Row name="area" {...row}>
        <fieldset className={styles.box}>
          <legend>{label('area')}</legend>
          <AreaPicker value={values.area} onChange={(paths) => set('area', paths)} />
        </fieldset>
      </Row>
      <Row name="industry" {...row}>
        <TreeSelect label={label('industry')} nodes={industries} value={values.industry} invalid={errors.industry !== undefined} onChange={(id) => set('industry', id)} />
        <p className={styles.help}>{t('formDemo.help.industry')}</p>
      </Row>
      <Row name="files" wide {...row}>
        <fieldset className={styles.box}>
          <legend>{label('files')}</legend>
          {uploaders.files && (
            <FileUploader
              aria-label={label('files')}
              value={values.files}
              limit={FILE_LIMIT}
              fileSize={FILE_SIZE_MB}
              sizeUnit="MB"
              tip={t('formDemo.help.files', { limit: FILE_LIMIT, size: FILE_SIZE_MB })}
              uploader={uploaders.files}
              onChange={(files) => set('files', files)}
            />
          )}
        </fieldset>
      </Row>
      <Row name="images" wide {...row}>
        <fieldset className={styles.box}>
          <legend>{label('images')}</legend>
          {uploaders.images && (
            <ImageUploader aria-label={label('images')} value={values.images} limit={IMAGE_LIMIT} uploader={uploaders.images} onChange={(files) => set('images', files)} />
          )}
          <p className={styles.help}>{t('formDemo.help.images', { limit: IMAGE_LIMIT })}</p>
        </fieldset>
      </Row>
      <Row name="richText" wide {...row}>
        {/* The editor emits sanitised HTML; wherever this page shows it, it is sanitised again. */}
        <RichTextEditor label={label('richText')} value={values.richText} invalid={errors.richText !== undefined} onChange={(html) => set('richText', html)} />
      </Row>
    </Section>
  );
}
