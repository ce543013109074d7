import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { SIGN_IN_NS } from '../i18n';
import { captchaUrl } from '../captcha';
import { TextField } from './TextField';
import sheet from './login.module.css';

const styles = sheet.locals;

interface Props {
  /** The key the picture is drawn for; sent back as `timestamp`. A new key is a new picture. */
  captchaKey: string;
  code: string;
  error?: string;
  onCode: (code: string) => void;
  onNewPicture: () => void;
}

/** The captcha picture and its field: a chunk of its own, fetched only when the server asks for it. */
export default function CaptchaField({ captchaKey, code, error, onCode, onNewPicture }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  return (
    <div className={styles.captcha}>
      <TextField
        name="code"
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        autoComplete="off"
        value={code}
        onValue={onCode}
        error={error}
      />
      <button type="button" className={styles.captchaImage} aria-label={t('login.newCode')} onClick={onNewPicture}>
        <img src={captchaUrl(captchaKey)} alt="" width={100} height={38} />
      </button>
    </div>
  );
}
