// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextIndex, TabPanel, Tabs, useTabsId } from './Tabs';

function Screen() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  const ids = useTabsId();
  return (
    <>
      <Tabs
        idBase={ids}
        label="Разделы"
        items={[
          { id: 'a', label: 'Первый' },
          { id: 'b', label: 'Второй' },
          { id: 'c', label: 'Третий' },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel idBase={ids} tab="a" selected={tab === 'a'} keepMounted>
        <input aria-label="поле первого" />
      </TabPanel>
      <TabPanel idBase={ids} tab="b" selected={tab === 'b'}>
        панель второго
      </TabPanel>
    </>
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('moves with the arrows (wrapping), Home and End, selecting and focusing the tab', () => {
    render(<Screen />);
    const first = screen.getByRole('tab', { name: 'Первый' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    // One Tab stop: only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const third = screen.getByRole('tab', { name: 'Третий' });
    expect(third.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Первый' }).getAttribute('aria-selected')).toBe('true');
  });

  it('ties each tab to its panel and keeps a kept-mounted panel only hidden', () => {
    render(<Screen />);
    const second = screen.getByRole('tab', { name: 'Второй' });
    fireEvent.click(second);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('панель второго');
    expect(second.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(second.id);
    // The first panel stays in the document (its field keeps what was typed), hidden.
    const field = screen.getByLabelText('поле первого', { selector: 'input' });
    expect(field.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('leaves other keys to the page', () => {
    expect(nextIndex('Enter', 1, 3)).toBeUndefined();
    expect(nextIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 0)).toBeUndefined();
  });
});
