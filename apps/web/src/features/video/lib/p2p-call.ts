import type { IceServer, VideoPeer } from '@stillpoint/contracts';

/** What travels between two browsers through the server: a session description or an ICE candidate. */
export type SignalData = { description: RTCSessionDescriptionInit } | { candidate: RTCIceCandidateInit };

export interface RemotePeer extends VideoPeer {
  stream: MediaStream | null;
  state: RTCPeerConnectionState;
  /** Video bytes received so far (inbound-rtp), read every second: shows the media flow. */
  videoBytes: number;
}

interface Link {
  peer: VideoPeer;
  pc: RTCPeerConnection;
  polite: boolean;
  /**
   * Whether this side makes the first offer: the window that enters a room offers to each one already in;
   * those answer and make no offer of their own until then. Both offering at once (glare) is resolved by
   * perfect negotiation in principle, but Chromium then sometimes never sends the polite side's
   * candidates after its rollback, and the call stays unconnected.
   */
  offersFirst: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  stream: MediaStream | null;
  videoBytes: number;
  videoSender: RTCRtpSender | null;
}

/**
 * A peer-to-peer call: one RTCPeerConnection per other window in the room, negotiated with the "perfect
 * negotiation" pattern (either side may offer at any time; on a collision the polite side, chosen by
 * comparing socket ids, rolls back and answers). Signals go through `send` (the realtime channel); no
 * library beyond the browser's WebRTC is needed for two to four people.
 */
export class P2pCall {
  private readonly links = new Map<string, Link>();
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private videoTrack: MediaStreamTrack | null;

  constructor(
    private readonly options: {
      mySocket: string;
      iceServers: IceServer[];
      localStream: MediaStream | null;
      send: (to: string, data: SignalData) => void;
      onChange: (peers: RemotePeer[]) => void;
    },
  ) {
    this.videoTrack = options.localStream?.getVideoTracks()[0] ?? null;
    this.statsTimer = setInterval(() => void this.readStats(), 1000);
  }

  peers(): RemotePeer[] {
    return [...this.links.values()].map((link) => ({
      ...link.peer,
      stream: link.stream,
      state: link.pc.connectionState,
      videoBytes: link.videoBytes,
    }));
  }

  private changed() {
    this.options.onChange(this.peers());
  }

  /**
   * Connects to a peer in the room. `offersFirst`: we just entered and the peer was already in (we make the
   * first offer); otherwise the peer came to us and we wait for its offer.
   */
  add(peer: VideoPeer, offersFirst = false): Link {
    const existing = this.links.get(peer.socket);
    if (existing) {
      // Known from an early signal only (no name, no person): what the room says of it now.
      if (peer.name || existing.peer.user_id === 0) existing.peer = peer;
      return existing;
    }
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers as RTCIceServer[] });
    const link: Link = {
      peer,
      pc,
      polite: this.options.mySocket > peer.socket,
      offersFirst,
      makingOffer: false,
      ignoreOffer: false,
      stream: null,
      videoBytes: 0,
      videoSender: null,
    };
    this.links.set(peer.socket, link);
    const send = (data: SignalData) => this.options.send(peer.socket, data);
    pc.onnegotiationneeded = async () => {
      // The first offer is the entering side's; later ones (a track added after) may come from either.
      if (!link.offersFirst && !pc.remoteDescription) return;
      try {
        link.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) send({ description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
      } catch {
        // A negotiation overtaken by the other side's: the next one carries on.
      } finally {
        link.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) send({ candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track, streams }) => {
      link.stream = streams[0] ?? link.stream ?? new MediaStream();
      if (!link.stream.getTracks().includes(track)) link.stream.addTrack(track);
      this.changed();
    };
    pc.onconnectionstatechange = () => {
      // A path that broke (a network change): look for another without tearing the call down.
      if (pc.connectionState === 'failed') pc.restartIce();
      this.changed();
    };
    // Send what we have; a room entered without camera or microphone still receives.
    const local = this.options.localStream;
    if (local) {
      for (const track of local.getTracks()) {
        const sender = pc.addTrack(track.kind === 'video' && this.videoTrack ? this.videoTrack : track, local);
        if (track.kind === 'video') link.videoSender = sender;
      }
    } else {
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    this.changed();
    return link;
  }

  remove(socket: string) {
    const link = this.links.get(socket);
    if (!link) return;
    link.pc.close();
    this.links.delete(socket);
    this.changed();
  }

  /** A signal from another window (it may come before we heard of its peer: the link is made then). */
  async receive(from: string, data: SignalData) {
    const link = this.links.get(from) ?? this.add({ socket: from, user_id: 0, name: '' });
    const { pc } = link;
    try {
      if ('description' in data) {
        const description = data.description;
        const collision = description.type === 'offer' && (link.makingOffer || pc.signalingState !== 'stable');
        link.ignoreOffer = !link.polite && collision;
        if (link.ignoreOffer) return;
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          if (pc.localDescription)
            this.options.send(from, { description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
        }
      } else if ('candidate' in data) {
        try {
          await pc.addIceCandidate(data.candidate);
        } catch (error) {
          if (!link.ignoreOffer) throw error;
        }
      }
    } catch {
      // A broken signal ends nothing: ICE restarts or the next negotiation repair it.
    }
  }

  /** The camera, or the shared screen, for every peer (replaceTrack: no renegotiation). */
  async replaceVideo(track: MediaStreamTrack | null) {
    this.videoTrack = track;
    await Promise.all([...this.links.values()].map((link) => link.videoSender?.replaceTrack(track)));
  }

  private async readStats() {
    let moved = false;
    for (const link of this.links.values()) {
      if (link.pc.connectionState === 'closed') continue;
      const stats = await link.pc.getStats();
      let bytes = 0;
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') bytes += report.bytesReceived ?? 0;
      });
      if (bytes !== link.videoBytes) {
        link.videoBytes = bytes;
        moved = true;
      }
    }
    if (moved) this.changed();
  }

  close() {
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
    for (const link of this.links.values()) link.pc.close();
    this.links.clear();
  }
}
