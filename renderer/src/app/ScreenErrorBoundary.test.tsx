// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { newErrorId } from './error-report';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'rows')");
}

beforeAll(() => void initI18n());
afterEach(cleanup);

describe('the error boundary of a screen', () => {
  it('stops only that screen, shows a 6-hex error number and copies the details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
      configurable: true,
    });
    render(
      <div>
        <nav>навигация</nav>
        <ScreenErrorBoundary screen="uploads">
          <Broken />
        </ScreenErrorBoundary>
      </div>,
    );
    expect(screen.getByText('навигация')).toBeTruthy();
    const id = /([0-9a-f]{6})$/.exec(screen.getByTestId('screen-error-id').textContent ?? '')?.[1];
    expect(id).toMatch(/^[0-9a-f]{6}$/);
    expect(screen.getByTestId('screen-error-id').textContent).toBe(`Номер ошибки: ${id}`);
    fireEvent.click(screen.getByText('Скопировать подробности'));
    await screen.findByText('Подробности скопированы');
    expect(copied[0]).toContain(`Error ${id}`);
    expect(copied[0]).toContain('Screen: uploads');
    expect(copied[0]).toContain("TypeError: Cannot read properties of undefined (reading 'rows')");
  });

  it('draws distinct ids from the random source', () => {
    expect(newErrorId(() => new Uint8Array([0, 171, 255]))).toBe('00abff');
    const ids = new Set(Array.from({ length: 50 }, () => newErrorId()));
    expect(ids.size).toBeGreaterThan(45);
  });
});
