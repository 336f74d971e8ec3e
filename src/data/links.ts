/**
 * Public addresses outside this site: the app, support, source and community
 * channels, as the project names them today. Since February 2026 the app is
 * Peer, at peer.xyz; support is by email; the Telegram group and the X account
 * are the ones the project links in 2026.
 */
export const links = {
  mainSite: 'https://peer.xyz',
  support: 'mailto:team@peer.xyz',
  github: 'https://github.com/zkp2p',
  docsRepo: 'https://github.com/zkp2p/docs',
  telegram: 'https://t.me/+XDj9FNnW-xs5ODNl',
  x: 'https://x.com/peerxyz',
} as const;
