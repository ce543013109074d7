import type { PickerNode } from './api';
import sheet from './pickers.module.css';

const styles = sheet.locals;

/** A user's avatar in a picker list, or a neutral disc with their first letter. */
export function PickerAvatar({ node }: { node: PickerNode }) {
  return node.headIcon ? (
    <img className={styles.avatar} src={node.headIcon} alt="" />
  ) : (
    <span className={`${styles.avatar} ${styles.avatarLetter}`} aria-hidden="true">
      {(node.realName ?? node.fullName).slice(0, 1)}
    </span>
  );
}
