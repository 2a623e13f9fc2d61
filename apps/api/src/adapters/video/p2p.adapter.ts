import type { VideoRooms } from './video.port.js';

/**
 * Peer-to-peer (the embedded default, `npm start`): media flow browser to browser (RTCPeerConnection);
 * the server's only part is the signalling relay of the video module. Nothing to prepare, no token.
 */
export function createP2pVideoRooms(): VideoRooms {
  return {
    mode: 'p2p',
    async prepare() {},
    async joinGrant() {
      return null;
    },
  };
}
