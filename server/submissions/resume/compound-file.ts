/**
 * A Compound File (the container of a Word 97-2003 .doc) walked as [MS-CFB] describes it, before
 * any library reads it: the header's fields in range, every sector a chain names inside the file,
 * no chain that loops or shares a sector with another, every stream's size what its chain can
 * hold, and a directory tree whose links stay inside the directory and visit each entry once. The
 * cfb package reads such a file as Word would; a file that fails any of these is one Word would
 * repair or refuse, and the judge refuses it (README.md).
 */
export class CompoundUnreadable extends Error {}

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const DIFAT_SECTOR = 0xfffffffc;
const NO_STREAM = 0xffffffff;
const MINI_SECTOR = 64;
const ENTRY_BYTES = 128;

const fail = (why: string): never => {
  throw new CompoundUnreadable(why);
};

export function checkCompoundFile(file: Buffer): void {
  if (file.length < 512) fail("shorter than its header");
  const major = file.readUInt16LE(0x1a);
  const shift = file.readUInt16LE(0x1e);
  if (file.readUInt16LE(0x1c) !== 0xfffe) fail("byte order");
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) fail("version and sector size");
  if (file.readUInt16LE(0x20) !== 6 || file.readUInt32LE(0x38) !== 4096) fail("mini sector size or cut-off");
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectors = Math.ceil((file.length - sectorSize) / sectorSize);
  if (sectors <= 0) fail("no sectors");
  const sector = (index: number) => file.subarray((index + 1) * sectorSize, (index + 2) * sectorSize);
  const fatCount = file.readUInt32LE(0x2c);
  const difatCount = file.readUInt32LE(0x48);
  if (fatCount > sectors || difatCount > sectors) fail("more FAT or DIFAT sectors than the file holds");

  // The FAT's sectors: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatCount; i++) fatSectors.push(file.readUInt32LE(0x4c + 4 * i));
  const seenDifat = new Set<number>();
  for (let next = file.readUInt32LE(0x44); fatSectors.length < fatCount;) {
    if (next >= sectors || seenDifat.has(next)) fail("a DIFAT chain outside the file or in a loop");
    seenDifat.add(next);
    const block = sector(next);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++) fatSectors.push(block.readUInt32LE(4 * i));
    next = block.readUInt32LE(sectorSize - 4);
  }
  if (fatSectors.some((index) => index >= sectors)) fail("a FAT sector outside the file");
  const fat = new Uint32Array(fatCount * perSector);
  fatSectors.forEach((index, n) => {
    const block = sector(index);
    for (let i = 0; i < perSector && 4 * i < block.length; i++) fat[n * perSector + i] = block.readUInt32LE(4 * i);
  });
  for (const entry of fat)
    // Above DIFAT_SECTOR: the marks for FAT and DIFAT sectors, end of chain, free.
    if (entry >= sectors && entry < DIFAT_SECTOR) fail("a FAT entry outside the file");

  const owner = new Uint8Array(sectors);
  const chain = (start: number, table: Uint32Array, limit: number, owned: Uint8Array): number[] => {
    const found: number[] = [];
    for (let at = start; at !== END_OF_CHAIN; at = table[at]) {
      if (at >= limit || at >= table.length) fail("a chain outside the file");
      if (owned[at]) fail("a chain that loops or shares a sector");
      owned[at] = 1;
      found.push(at);
    }
    return found;
  };
  fatSectors.forEach((index) => (owner[index] = 1));
  seenDifat.forEach((index) => (owner[index] = 1));

  const directory = chain(file.readUInt32LE(0x30), fat, sectors, owner).map(sector);
  const entries = directory.flatMap((block) =>
    Array.from({ length: sectorSize / ENTRY_BYTES }, (_, i) => block.subarray(i * ENTRY_BYTES, (i + 1) * ENTRY_BYTES)),
  );
  if (!entries.length || entries[0].length < ENTRY_BYTES || entries[0][0x42] !== 5) fail("no root entry");
  const sizeOf = (entry: Buffer) => (major === 3 ? entry.readUInt32LE(0x78) : Number(entry.readBigUInt64LE(0x78)));

  // The mini stream (the root entry's stream) and its FAT, for streams under the cut-off.
  const rootSize = sizeOf(entries[0]);
  const miniChain = chain(entries[0].readUInt32LE(0x74), fat, sectors, owner);
  if (rootSize > miniChain.length * sectorSize) fail("a mini stream larger than its chain");
  const miniFat = new Uint32Array(
    chain(file.readUInt32LE(0x3c), fat, sectors, owner).flatMap((index) => {
      const block = sector(index);
      return Array.from({ length: perSector }, (_, i) => (4 * i < block.length ? block.readUInt32LE(4 * i) : FREE));
    }),
  );
  const miniSectors = Math.ceil(rootSize / MINI_SECTOR);
  const miniOwner = new Uint8Array(miniSectors);

  // Every entry: a known type, a name that fits, a size its chain holds, links inside the directory.
  const visited = new Uint8Array(entries.length);
  const pending = [0];
  while (pending.length) {
    const id = pending.pop() as number;
    if (id >= entries.length || entries[id].length < ENTRY_BYTES) fail("a directory link outside the directory");
    if (visited[id]) fail("a directory tree that loops");
    visited[id] = 1;
    const entry = entries[id];
    const type = entry[0x42];
    if (![1, 2, 5].includes(type)) fail("an entry of unknown type in the tree");
    if (entry.readUInt16LE(0x40) > 64 || entry.readUInt16LE(0x40) % 2) fail("a name length");
    for (const link of [entry.readUInt32LE(0x44), entry.readUInt32LE(0x48), entry.readUInt32LE(0x4c)])
      if (link !== NO_STREAM) pending.push(link);
    if (type !== 2) continue;
    const size = sizeOf(entry);
    if (size > file.length) fail("a stream larger than the file");
    if (size === 0) continue;
    const mini = size < 4096;
    const found = mini
      ? chain(entry.readUInt32LE(0x74), miniFat, miniSectors, miniOwner)
      : chain(entry.readUInt32LE(0x74), fat, sectors, owner);
    const unit = mini ? MINI_SECTOR : sectorSize;
    if (found.length !== Math.ceil(size / unit)) fail("a stream's size and its chain disagree");
  }
}
