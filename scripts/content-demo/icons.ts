// The product-category icons: 24x24 stroke SVGs, grey, and in the brand colour for the active state.

const ICONS: Record<string, string> = {
  plug: '<rect x="4" y="4" width="16" height="16" rx="4"/><circle cx="12" cy="12" r="5"/><circle cx="9.8" cy="12" r="0.6"/><circle cx="14.2" cy="12" r="0.6"/>',
  switch: '<rect x="5" y="3" width="14" height="18" rx="2"/><rect x="9" y="7" width="6" height="10" rx="1"/><path d="M12 9v2"/>',
  bulb: '<path d="M9 18h6"/><path d="M10 21h4"/><path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1.1 1.3 1.1 2.2h5c0-.9.5-1.7 1.1-2.2A6 6 0 0 0 12 3z"/>',
  garage: '<path d="M3 21V9l9-5 9 5v12"/><path d="M7 21v-9h10v9"/><path d="M7 15h10"/><path d="M7 18h10"/>',
  climate: '<path d="M14 14.8V5a2 2 0 0 0-4 0v9.8a4 4 0 1 0 4 0z"/><path d="M12 10v6"/>',
  shield: '<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z"/><path d="M9 12l2 2 4-4"/>',
  hub: '<rect x="3" y="13" width="18" height="7" rx="2"/><path d="M7 16.5h.01"/><path d="M11 16.5h.01"/><path d="M9.2 9.8a4 4 0 0 1 5.6 0"/><path d="M6.6 7.2a7.6 7.6 0 0 1 10.8 0"/>',
  accessories:
    '<rect x="3" y="8" width="18" height="12" rx="2"/><path d="M8 8V6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"/><path d="M3 13h18"/><path d="M10 12v3h4v-3"/>',
};

const INACTIVE = '#5f6b7a';

/** The icon named by the url's file name: "/files/icons/garage.svg" and "/files/icons/garage-active.svg" are "garage". */
export function svgIcon(url: string, active: boolean, brandColour: string): string {
  const name = /([a-z]+?)(-active)?\.svg$/.exec(url)?.[1] ?? '';
  const body = ICONS[name];
  if (!body) throw new Error(`No icon named "${name}" (${url})`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ` +
    `stroke="${active ? brandColour : INACTIVE}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`
  );
}
