import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gazetteer } from '#contracts/gazetteer';
import { GAZETTEER_COORDINATES } from '#contracts/gazetteer-coordinates';

const geo = (file: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../../../web/src/features/map/geo/${file}`, import.meta.url), 'utf8')) as {
      features: { properties: { name: string; nameAr?: string; regionName: string; commune?: string } }[];
    }
  ).features.map((f) => f.properties);

describe('gazetteer', () => {
  it('maps every commune of the boundary data to its Arabic name and province', () => {
    const communes = [...geo('ifrane-communes.geojson'), ...geo('boulemane-communes.geojson')];
    expect(communes).toHaveLength(31);
    for (const commune of communes) {
      expect(gazetteer.find(commune.name), commune.name).toMatchObject({
        kind: 'commune',
        name_ar: commune.nameAr,
        province: commune.regionName,
      });
      expect(gazetteer.find(commune.nameAr!)?.name).toBe(commune.name);
    }
  });

  it('gives every place coordinates inside the two provinces (the admin region picker)', () => {
    for (const entry of gazetteer.entries) {
      const [lat, lon] = GAZETTEER_COORDINATES[entry.name] ?? [];
      expect(lat, entry.name).toBeGreaterThan(32.5);
      expect(lat, entry.name).toBeLessThan(34);
      expect(lon, entry.name).toBeGreaterThan(-6);
      expect(lon, entry.name).toBeLessThan(-3);
    }
  });

  it('knows every douar, with its commune, province and HCP Arabic name', () => {
    const douars = geo('douars.geojson');
    expect(douars.filter((d) => d.nameAr)).toHaveLength(142);
    for (const douar of douars) {
      // Two douars of Tigrigra share a Latin name ("Aït Ben ’Ali"); their census names differ.
      const entry = gazetteer.entries.find(
        (e) => e.kind === 'douar' && e.name === douar.name && e.commune === douar.commune && e.name_ar === douar.nameAr,
      );
      expect(entry?.province, douar.name).toBe(douar.regionName);
      // Written in Arabic it is found too (a commune of the same Arabic name wins, as in Latin).
      expect(gazetteer.find(douar.nameAr!), douar.nameAr).toBeDefined();
      // A douar named like a commune resolves to the commune; every other one to itself.
      expect(gazetteer.find(douar.name), douar.name).toBeDefined();
    }
  });

  it('ignores spelling differences and nests places in their province and commune', () => {
    expect(gazetteer.arabicName('ain leuh')).toBe('عين اللوح');
    expect(gazetteer.arabicName('AIN-LEUH')).toBe('عين اللوح');
    expect(gazetteer.contains('Ifrane Province', 'Azrou')).toBe(true);
    expect(gazetteer.contains('Boulemane Province', 'Azrou')).toBe(false);
    expect(gazetteer.contains('Enjil', 'Tijam')).toBe(true);
    expect(gazetteer.arabicName('Tijam')).toBe('تيجام');
    expect(gazetteer.find('افريطيسة')?.kind).toBe('commune');
    expect(gazetteer.contains('Nowhere', 'nowhere')).toBe(true);
  });

  it('turns Arabic place names in a search into the stored Latin names', () => {
    expect(gazetteer.latinizePlaces('عين اللوح')).toBe('Ain Leuh');
    expect(gazetteer.latinizePlaces('نسيج أزرو')).toBe('نسيج Azrou');
    expect(gazetteer.latinizePlaces('cedar')).toBe('cedar');
  });
});
