export { buildTestApp, closeTestApp, manualClock, seedPasswordOf, tempDirOf, TEST_KDF } from './app';
export { createUser, loginForm, signIn, tryLogin, type CreatedUser } from './factories';
export { createRole, type RoleGrant } from './roles';
export { call, type CallResult } from './http';
// Not the SMTP listener: import testing/smtp-listener itself. Through this index, smtp-server and the
// parts of nodemailer it loads were loaded and compiled for every server test file (fresh registry).
export { connectSocket, openSocket, socketTicket, type Frame, type TestSocket } from './socket';
export { chatTab, chatter, requestHistory, sendChat, storeChats, TINY_PNG, uploadIm, type Chatter } from './chat';
export { sealPassword, solveCaptcha } from './passwords';
export {
  TEST_CHUNK, chunkFields, chunkOf, fileOfType, md5Of, mergeUpload, multipartBody, postChunk, testChunks, uploadFile,
  type ChunkAnswer, type ChunkOptions, type FilePart, type MergedFile,
} from './uploads';
