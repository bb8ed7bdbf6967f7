/**
 * A theme colour as a canvas can use it. theme.css writes each colour as light-dark(light, dark),
 * which only a CSS property resolves (reading the custom property gives the unresolved text), so
 * the colour is set on a hidden probe inside <html> and read back as the computed rgb().
 */
export function themeColour(name: string, fallback = 'CanvasText'): string {
  const probe = document.createElement('span');
  probe.style.display = 'none';
  probe.style.color = `var(${name}, ${fallback})`;
  document.documentElement.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour || fallback;
}
