/** Public addresses of ZKP2P outside this site: main site, support, source, community. */
export type LinkName = 'mainSite' | 'support' | 'github' | 'docsRepo' | 'telegram' | 'x';

export const links: Readonly<Record<LinkName, string>> = {
  mainSite: 'https://zkp2p.xyz',
  support: 'https://support.zkp2p.xyz',
  github: 'https://github.com/zkp2p',
  docsRepo: 'https://github.com/zkp2p/docs',
  telegram: 'https://t.me/zk_p2p',
  x: 'https://x.com/zkp2p',
};
