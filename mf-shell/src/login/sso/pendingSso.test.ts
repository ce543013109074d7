import { rememberSso, takeSso } from './pendingSso';

beforeEach(() => sessionStorage.clear());

it('hands the pending state and redirect back once', () => {
  rememberSso({ state: 's1', redirect: '/messageRecord' });
  expect(takeSso()).toEqual({ state: 's1', redirect: '/messageRecord' });
  expect(takeSso()).toBeNull();
});

it('ignores garbage in storage', () => {
  sessionStorage.setItem('atrium:sso', '{"state":5}');
  expect(takeSso()).toBeNull();
  sessionStorage.setItem('atrium:sso', 'not json');
  expect(takeSso()).toBeNull();
});
