/** Consumer-site stores for the store finder: fictional names at real US city coordinates. */
import type { DbOrTx } from "../client.ts";
import { stores } from "../schema/index.ts";
import type { OpeningHours } from "../schema/stores.ts";
import { Rng, deriveSeed } from "./rng.ts";

const STREAM_STORES = 2;

/** [town, region, latitude, longitude, postcode, area code] */
const CITIES: readonly (readonly [string, string, number, number, string, string])[] = [
  ["New York", "NY", 40.7128, -74.006, "10001", "212"],
  ["Brooklyn", "NY", 40.6782, -73.9442, "11201", "718"],
  ["Boston", "MA", 42.3601, -71.0589, "02108", "617"],
  ["Philadelphia", "PA", 39.9526, -75.1652, "19107", "215"],
  ["Pittsburgh", "PA", 40.4406, -79.9959, "15222", "412"],
  ["Baltimore", "MD", 39.2904, -76.6122, "21202", "410"],
  ["Washington", "DC", 38.9072, -77.0369, "20001", "202"],
  ["Charlotte", "NC", 35.2271, -80.8431, "28202", "704"],
  ["Raleigh", "NC", 35.7796, -78.6382, "27601", "919"],
  ["Atlanta", "GA", 33.749, -84.388, "30303", "404"],
  ["Jacksonville", "FL", 30.3322, -81.6557, "32202", "904"],
  ["Orlando", "FL", 28.5383, -81.3792, "32801", "407"],
  ["Tampa", "FL", 27.9506, -82.4572, "33602", "813"],
  ["Miami", "FL", 25.7617, -80.1918, "33130", "305"],
  ["Nashville", "TN", 36.1627, -86.7816, "37203", "615"],
  ["New Orleans", "LA", 29.9511, -90.0715, "70112", "504"],
  ["Cleveland", "OH", 41.4993, -81.6944, "44113", "216"],
  ["Columbus", "OH", 39.9612, -82.9988, "43215", "614"],
  ["Detroit", "MI", 42.3314, -83.0458, "48226", "313"],
  ["Indianapolis", "IN", 39.7684, -86.1581, "46204", "317"],
  ["Chicago", "IL", 41.8781, -87.6298, "60601", "312"],
  ["Milwaukee", "WI", 43.0389, -87.9065, "53202", "414"],
  ["Minneapolis", "MN", 44.9778, -93.265, "55401", "612"],
  ["St. Louis", "MO", 38.627, -90.1994, "63101", "314"],
  ["Kansas City", "MO", 39.0997, -94.5786, "64105", "816"],
  ["Dallas", "TX", 32.7767, -96.797, "75201", "214"],
  ["Houston", "TX", 29.7604, -95.3698, "77002", "713"],
  ["Austin", "TX", 30.2672, -97.7431, "78701", "512"],
  ["San Antonio", "TX", 29.4241, -98.4936, "78205", "210"],
  ["Denver", "CO", 39.7392, -104.9903, "80202", "303"],
  ["Albuquerque", "NM", 35.0844, -106.6504, "87102", "505"],
  ["Phoenix", "AZ", 33.4484, -112.074, "85004", "602"],
  ["Salt Lake City", "UT", 40.7608, -111.891, "84101", "801"],
  ["Las Vegas", "NV", 36.1699, -115.1398, "89101", "702"],
  ["Los Angeles", "CA", 34.0522, -118.2437, "90012", "213"],
  ["San Diego", "CA", 32.7157, -117.1611, "92101", "619"],
  ["San Francisco", "CA", 37.7749, -122.4194, "94103", "415"],
  ["San Jose", "CA", 37.3382, -121.8863, "95113", "408"],
  ["Sacramento", "CA", 38.5816, -121.4944, "95814", "916"],
  ["Portland", "OR", 45.5152, -122.6784, "97204", "503"],
  ["Seattle", "WA", 47.6062, -122.3321, "98101", "206"],
];

const NAME_STYLES = ["Brim Outpost", "Brim Cap Shop", "Brim Flagship", "Brim Corner", "Brim Studio"];
const STREETS = [
  "Market Street", "Main Street", "Elm Avenue", "Harbor Boulevard", "Union Avenue", "Lakeview Drive",
  "Station Road", "Maple Street", "Commerce Street", "Park Avenue", "Riverside Drive", "Oak Street",
];
const FEATURES = ["Custom embroidery", "Fitting bar", "Team orders desk", "Cap steaming", "Gift cards"];

export async function seedStores(tx: DbOrTx, random: number): Promise<number> {
  const rng = new Rng(deriveSeed(random, STREAM_STORES));
  const rows: (typeof stores.$inferInsert)[] = CITIES.map(([town, region, lat, lng, postcode, area], i) => {
    const weekday = rng.pick(["09:00-19:00", "10:00-20:00", "10:00-19:00"]);
    const hours: OpeningHours = {
      "0": rng.chance(0.3) ? null : rng.pick(["11:00-17:00", "10:00-17:00", "12:00-18:00"]),
      "1": weekday,
      "2": weekday,
      "3": weekday,
      "4": weekday,
      "5": rng.chance(0.5) ? "10:00-21:00" : weekday,
      "6": rng.pick(["10:00-18:00", "09:00-18:00", "10:00-20:00"]),
    };
    const features = [
      ...(rng.chance(0.8) ? ["Pickup in store"] : []),
      ...rng.sample(FEATURES, rng.int(1, 3)),
    ];
    const style = rng.pick(NAME_STYLES);
    return {
      code: `ST${String(i + 1).padStart(3, "0")}`,
      siteId: "b2c",
      name: `${style} ${town}`,
      line1: `${rng.int(10, 2400)} ${rng.pick(STREETS)}`,
      line2: rng.chance(0.3) ? `Suite ${rng.int(100, 450)}` : null,
      town,
      region,
      postcode,
      country: "US",
      // 555-01xx numbers are reserved for fiction.
      phone: `+1 ${area}-555-01${String(rng.int(0, 99)).padStart(2, "0")}`,
      // A small offset keeps two stores of one metro area from sitting on the same point.
      latitude: Math.round((lat + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      longitude: Math.round((lng + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      openingHours: hours,
      features,
    };
  });
  await tx.insert(stores).values(rows);
  return rows.length;
}
