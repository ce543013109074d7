/**
 * Files attached to records of designed modules (issue 15: file and image upload fields). A record
 * stores its files as JSON in its own table; this index says which records hold a file, so that
 * whoever may open the module's page may also open the files of its records (the file store lets
 * only a file's owner and administrators read it otherwise). Rewritten with each save of a record.
 */
export const sql = `
CREATE TABLE visualdev_record_files (
  visualdev_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  file_id TEXT NOT NULL,
  PRIMARY KEY (visualdev_id, record_id, file_id)
);
CREATE INDEX visualdev_record_files_file ON visualdev_record_files (file_id);
`;
