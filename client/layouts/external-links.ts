// Where the footer's links lead: three app stores (App Store, Google Play, Amazon Appstore) and four
// social networks. The store links search the store for the app by the brand's name, so they stay right
// whatever app id a store gives it.
export type StoreId = 'appStore' | 'googlePlay' | 'amazon';

export function storeLinks(appName: string): Record<StoreId, string> {
  const q = encodeURIComponent(appName);
  return {
    appStore: `https://apps.apple.com/us/search?term=${q}`,
    googlePlay: `https://play.google.com/store/search?q=${q}&c=apps`,
    amazon: `https://www.amazon.com/s?k=${q}&i=mobile-apps`,
  };
}

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/hearthly' },
  { network: 'YouTube', href: 'https://www.youtube.com/@hearthly' },
  { network: 'Instagram', href: 'https://www.instagram.com/hearthly' },
  { network: 'X', href: 'https://x.com/hearthly' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
