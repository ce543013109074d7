import { removeTemplateRoot } from './template-root';

export default function globalTeardown(): void {
  removeTemplateRoot();
}
