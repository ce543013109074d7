import type { BackupMessages } from './zh';

const en: BackupMessages = {
  title: 'Backups',
  note: 'Backups are made online while the server runs and kept in the backups folder of the server\'s data folder (the database only, not uploaded files). A restore replaces all data; a safety backup is taken first.',
  backupNow: 'Back up now',
  fileName: 'File name',
  kind: 'Kind',
  kinds: { manual: 'Manual', schedule: 'Scheduled', safety: 'Safety (before a restore)' },
  fileSize: 'Size',
  creatorTime: 'Backup time',
  creatorUser: 'Created by',
  description: 'Note',
  actions: 'Actions',
  download: 'Download',
  restore: 'Restore',
  delete: 'Delete',
  backingUp: 'Backing up… {{percent}}%',
  restoring: 'Restoring… {{percent}}%',
  created: 'Backup created: {{name}}',
  restored: 'Restored; the data before the restore was kept as the safety backup {{name}}',
  deleted: 'Deleted',
  confirmRestore: 'Restore the data from backup "{{name}}"? Data written after its backup time {{time}} will be replaced (a safety backup is taken first, to get it back).',
  confirmDelete: 'Delete backup "{{name}}"? Its file is deleted too.',
};

export default en;
