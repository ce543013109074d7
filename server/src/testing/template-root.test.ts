import { existsSync } from 'node:fs';
import path from 'node:path';
import { makeTemplateRoot, removeTemplateRoot, TEMPLATE_ROOT_VARIABLE, templateDirOfProcess } from './template-root';

describe('the folder of a run\'s database templates', () => {
  it('is made by the server project\'s global setup, so the workers keep their templates in it', () => {
    const root = process.env[TEMPLATE_ROOT_VARIABLE];
    expect(root).toBeTruthy();
    expect(existsSync(root as string)).toBe(true);
    expect(path.dirname(templateDirOfProcess())).toBe(root);
  });

  it('is removed with everything in it by the teardown', () => {
    const env: NodeJS.ProcessEnv = {};
    const root = makeTemplateRoot(env);
    expect(env[TEMPLATE_ROOT_VARIABLE]).toBe(root);
    expect(path.dirname(templateDirOfProcess(env))).toBe(root);
    removeTemplateRoot(env);
    expect(existsSync(root)).toBe(false);
    expect(env[TEMPLATE_ROOT_VARIABLE]).toBeUndefined();
  });
});
