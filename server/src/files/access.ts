import type { Db } from '../db/connection';
import { findFile, isAdministrator, type StoredFile } from './repository';

/** Whether a user may read a file; a rule answers only for what it knows (its own sharing), the rest is the next rule's. */
export type FileReadRule = (db: Db, file: StoredFile, userId: string) => boolean;

/** Whether a file is held privately by a feature (a chat message's file): then only its own rules give readers. */
export type FilePrivacyRule = (db: Db, file: StoredFile) => boolean;

/**
 * Who may get a link to a file. The owner reads their files, and an administrator reads every
 * file — except files a feature keeps private (`keepPrivate`: a chat image is its sender's and
 * recipient's only). A feature that shares files (a notice's attachments, a chat message) adds a
 * rule with `allow`, e.g. "a recipient of a notice listing this fileId".
 */
export class FileAccess {
  private readonly rules: FileReadRule[] = [];
  private readonly privacy: FilePrivacyRule[] = [];

  constructor(private readonly db: Db) {}

  allow(rule: FileReadRule): void {
    this.rules.push(rule);
  }

  keepPrivate(rule: FilePrivacyRule): void {
    this.privacy.push(rule);
  }

  /** The file when this user may read it; undefined when it is missing or not theirs to read (indistinguishable on purpose). */
  readable(fileId: string, userId: string): StoredFile | undefined {
    const file = findFile(this.db, fileId);
    if (!file) return undefined;
    if (file.ownerId === userId || this.rules.some((rule) => rule(this.db, file, userId))) return file;
    const administrator = isAdministrator(this.db, userId) && !this.privacy.some((rule) => rule(this.db, file));
    return administrator ? file : undefined;
  }

  canRead(fileId: string, userId: string): boolean {
    return this.readable(fileId, userId) !== undefined;
  }
}
