// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SeverityBadge } from './SeverityBadge';

afterEach(cleanup);

it('shows the word with a shape kept from screen readers, in one class per severity', () => {
  const { container } = render(
    <>
      <SeverityBadge severity="error">Ошибка</SeverityBadge>
      <SeverityBadge severity="warning">Предупреждение</SeverityBadge>
    </>,
  );
  const [error, warning] = Array.from(container.querySelectorAll('[data-severity]'));
  expect(error!.className).toBe('dk-severity dk-severity--error');
  expect(warning!.className).toBe('dk-severity dk-severity--warning');
  expect(warning!.textContent).toBe('▲ Предупреждение');
  expect(warning!.querySelector('[aria-hidden="true"]')?.textContent).toBe('▲ ');
});
