import { createReadStream } from 'node:fs';
import * as fsp from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newId } from '../../db/ids';
import { entryName } from '../../files/names';
import { findFile, findPack, insertPack, deleteExpiredPacks, type PackItem } from '../../files/repository';
import { FILE_URL_TTL_MS } from '../../files/signed-urls';
import { inlineType } from '../../files/types';
import { ZIP_MAX_ENTRIES, ZIP_MAX_TOTAL_BYTES, zipStream, type ZipEntry } from '../../files/zip';
import { translate } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { bool, envelope, int, objectOf, str } from '../common-schemas';
import { contentDisposition } from './disposition';

const fileNotFound = (): ApiError => new ApiError(404, 'fileNotFound');

const previewSchema = {
  querystring: objectOf({ fileId: { type: 'string', minLength: 1, maxLength: 64 }, download: { type: 'string', maxLength: 8 } }, ['fileId']),
  response: envelope(objectOf({ url: str, name: str, fileSize: int, fileExtension: str, contentType: str, inline: bool })),
};
const signedSchema = {
  params: objectOf({ token: { type: 'string', minLength: 1, maxLength: 200 }, name: { type: 'string', minLength: 1, maxLength: 1000 } }),
};
const packItem = {
  type: 'object',
  required: ['fileId'],
  properties: { fileId: { type: 'string', maxLength: 64 }, fileName: { type: 'string', maxLength: 1000 }, name: { type: 'string', maxLength: 1000 } },
};
const packList = { type: 'array', maxItems: ZIP_MAX_ENTRIES * 10, items: packItem };
const packSchema = {
  params: objectOf({ id: { type: 'string', minLength: 1, maxLength: 64 } }),
  // JNPF posts the list itself; a {list} object (the portal's usual list shape) is taken too.
  body: { anyOf: [packList, objectOf({ list: packList })] },
  response: envelope(objectOf({ downloadVo: objectOf({ url: str, downloadName: str }) })),
};

type PackBody = Array<{ fileId: string; fileName?: string; name?: string }> | { list: Array<{ fileId: string; fileName?: string; name?: string }> };

/** Served files carry no script into our origin: nothing may run, load or frame from them. */
const SANDBOX = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

function timestamp(now: number): string {
  const date = new Date(now);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** "a.txt", "a.txt" → "a.txt", "a (2).txt": zip entries must be unique to all be extracted. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SANDBOX)
    .header('cross-origin-resource-policy', 'same-origin')
    // The link expires in minutes; a shared cache must never keep someone's file.
    .header('cache-control', 'private, max-age=300');
}

/**
 * File preview, download and pack download (spec sections 2 and 7): an authenticated call hands
 * out a short-lived signed link; the link itself (public, like any <img> or download URL) streams
 * the file. Images, PDF and plain text show inline; everything else downloads.
 */
export async function fileServeRoutes(app: FastifyInstance): Promise<void> {
  const files = app.files;

  // GET /api/file/Uploader/Preview?fileId=…[&download=1]: a link for the file, if the caller may read it.
  app.get<{ Querystring: { fileId: string; download?: string } }>('/Uploader/Preview', { schema: previewSchema }, async (request) => {
    const file = files.access.readable(request.query.fileId, sessionOf(request).userId);
    if (!file) throw fileNotFound();
    const inline = inlineType(file.contentType) !== null && !['1', 'true'].includes(request.query.download ?? '');
    return ok(request, {
      url: files.signedUrl({ kind: 'f', id: file.id, mode: inline ? 'i' : 'a' }, file.name),
      name: file.name,
      fileSize: file.size,
      fileExtension: file.extension,
      contentType: file.contentType,
      inline,
    });
  });

  // POST /api/file/PackDownload/{id}: a link to a zip of the listed files the caller may read.
  app.post<{ Params: { id: string }; Body: PackBody }>('/PackDownload/:id', { schema: packSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const list = Array.isArray(request.body) ? request.body : request.body.list;
    if (list.length > ZIP_MAX_ENTRIES) throw badRequest('packTooMany', { max: ZIP_MAX_ENTRIES });
    const taken = new Set<string>();
    const seen = new Set<string>();
    const items: PackItem[] = [];
    let total = 0;
    for (const entry of list) {
      if (seen.has(entry.fileId)) continue;
      seen.add(entry.fileId);
      // Files the caller may not read are left out, exactly like files that do not exist.
      const file = files.access.readable(entry.fileId, userId);
      if (!file) continue;
      total += file.size;
      items.push({ fileId: file.id, name: uniqueName(entryName(entry.fileName ?? entry.name, file.name), taken) });
    }
    if (items.length === 0) throw badRequest('packEmpty');
    if (total > ZIP_MAX_TOTAL_BYTES) throw badRequest('packTooLarge', { size: 4 });
    const now = app.clock();
    const downloadName = `${translate(request.lang, 'packDownloadName')}_${timestamp(now)}.zip`;
    const pack = { id: newId(now), ownerId: userId, downloadName, items, expiresAt: now + FILE_URL_TTL_MS };
    app.db.transaction(() => {
      deleteExpiredPacks(app.db, now);
      insertPack(app.db, pack, now);
    })();
    return ok(request, { downloadVo: { url: files.signedUrl({ kind: 'p', id: pack.id, mode: 'a' }, downloadName, pack.expiresAt), downloadName } });
  });

  // GET /api/file/Signed/{token}/{name}: the file (or zip) a link stands for. The name is for the
  // browser's benefit only; what is served is decided by the signed token.
  app.get<{ Params: { token: string; name: string } }>('/Signed/:token/:name', { schema: signedSchema, config: { auth: 'public' } }, async (request, reply) => {
    const subject = files.signer.verify(request.params.token, app.clock());
    if (!subject) throw badRequest('fileLinkInvalid');

    if (subject.kind === 'p') {
      const pack = findPack(app.db, subject.id, app.clock());
      if (!pack) throw badRequest('fileLinkInvalid');
      const entries: ZipEntry[] = [];
      for (const item of pack.items) {
        const file = findFile(app.db, item.fileId);
        if (!file) continue;
        const path = files.store.blobPath(file.storageName);
        // A file whose bytes vanished is left out rather than cutting the zip off halfway.
        if (await fsp.access(path).then(() => true, () => false)) entries.push({ name: item.name, file: path, mtime: file.createdAt });
      }
      if (entries.length === 0) throw fileNotFound();
      return securityHeaders(reply)
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', pack.downloadName))
        .send(zipStream(entries));
    }

    const file = findFile(app.db, subject.id);
    if (!file) throw fileNotFound();
    const path = files.store.blobPath(file.storageName);
    const stat = await fsp.stat(path).catch(() => null);
    if (!stat) throw fileNotFound();
    const shown = subject.mode === 'i' ? inlineType(file.contentType) : null;
    // HTML kept as an attachment still goes out as bytes: no browser or plugin is to render it.
    const type = shown ?? (file.contentType.startsWith('text/html') ? 'application/octet-stream' : file.contentType);
    return securityHeaders(reply)
      .header('content-type', type)
      .header('content-length', stat.size)
      .header('content-disposition', contentDisposition(shown ? 'inline' : 'attachment', file.name))
      .send(createReadStream(path));
  });
}
