/**
 * The duration of an audio file read from its header: WAV (RIFF: byte rate and data size) and MP3 (the
 * Xing/Info or VBRI frame count, or the bit rate of a constant-bit-rate stream). `head` is the start of
 * the file (64 KiB is plenty), `totalSize` its full size. Undefined when the format is not recognised.
 */
export function audioDurationSeconds(head: Uint8Array, totalSize: number): number | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  return wavDuration(bytes, totalSize) ?? mp3Duration(bytes, totalSize);
}

function wavDuration(b: Buffer, totalSize: number): number | undefined {
  if (b.length < 12 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WAVE') return undefined;
  let offset = 12;
  let byteRate: number | undefined;
  while (offset + 8 <= b.length) {
    const id = b.toString('ascii', offset, offset + 4);
    const size = b.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= b.length) byteRate = b.readUInt32LE(offset + 8 + 8);
    if (id === 'data') {
      if (!byteRate) return undefined;
      // A streamed WAV may carry 0 or 0xFFFFFFFF as its data size: then the rest of the file is the data.
      const available = totalSize - (offset + 8);
      const dataSize = size === 0 || size === 0xffffffff || size > available ? available : size;
      return dataSize / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

const MPEG1_L3_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

function mp3Duration(b: Buffer, totalSize: number): number | undefined {
  let offset = 0;
  if (b.length >= 10 && b.toString('ascii', 0, 3) === 'ID3') {
    // Synch-safe size of the ID3v2 tag.
    const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
    offset = 10 + size + (b[5]! & 0x10 ? 10 : 0);
  }
  // Find the first frame header in the head we have.
  for (; offset + 4 <= b.length; offset++) {
    if (b[offset] !== 0xff || (b[offset + 1]! & 0xe0) !== 0xe0) continue;
    const version = (b[offset + 1]! >> 3) & 0x3; // 3 MPEG1, 2 MPEG2, 0 MPEG2.5
    const layer = (b[offset + 1]! >> 1) & 0x3; // 1 = Layer III
    const bitrateIndex = (b[offset + 2]! >> 4) & 0xf;
    const rateIndex = (b[offset + 2]! >> 2) & 0x3;
    if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) continue;
    const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
    const samplesPerFrame = version === 3 ? 1152 : 576;
    const kbps = (version === 3 ? MPEG1_L3_BITRATES : MPEG2_L3_BITRATES)[bitrateIndex]!;
    const mono = ((b[offset + 3]! >> 6) & 0x3) === 3;
    const sideInfo = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17;
    const xing = offset + 4 + sideInfo;
    if (xing + 12 <= b.length) {
      const tag = b.toString('ascii', xing, xing + 4);
      if ((tag === 'Xing' || tag === 'Info') && b.readUInt32BE(xing + 4) & 0x1) {
        return (b.readUInt32BE(xing + 8) * samplesPerFrame) / sampleRate;
      }
    }
    const vbri = offset + 4 + 32;
    if (vbri + 18 <= b.length && b.toString('ascii', vbri, vbri + 4) === 'VBRI') {
      return (b.readUInt32BE(vbri + 14) * samplesPerFrame) / sampleRate;
    }
    // Constant bit rate: the audio bytes over the byte rate.
    return ((totalSize - offset) * 8) / (kbps * 1000);
  }
  return undefined;
}
