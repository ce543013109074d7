import type { Db } from '../db/connection';
import { findFile, isAdministrator, type StoredFile } from './repository';

/** Whether a user may read a file; a rule answers only for what it knows (its own sharing), the rest is the next rule's. */
export type FileReadRule = (db: Db, file: StoredFile, userId: string) => boolean;

/** The owner reads their files; an administrator reads every file. */
const ownerOrAdministrator: FileReadRule = (db, file, userId) => file.ownerId === userId || isAdministrator(db, userId);

/**
 * Who may get a link to a file. Owner and administrator now; a feature that shares files (a
 * notice's attachments, a chat message) adds a rule with `allow`, e.g. "a recipient of a notice
 * listing this fileId".
 */
export class FileAccess {
  private readonly rules: FileReadRule[] = [ownerOrAdministrator];

  constructor(private readonly db: Db) {}

  allow(rule: FileReadRule): void {
    this.rules.push(rule);
  }

  /** The file when this user may read it; undefined when it is missing or not theirs to read (indistinguishable on purpose). */
  readable(fileId: string, userId: string): StoredFile | undefined {
    const file = findFile(this.db, fileId);
    return file && this.rules.some((rule) => rule(this.db, file, userId)) ? file : undefined;
  }

  canRead(fileId: string, userId: string): boolean {
    return this.readable(fileId, userId) !== undefined;
  }
}
