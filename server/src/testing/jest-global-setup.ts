import { makeTemplateRoot } from './template-root';

export default function globalSetup(): void {
  makeTemplateRoot();
}
