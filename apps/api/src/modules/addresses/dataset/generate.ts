// Builds the sandbox address provider's dataset: real city names and ZIP codes of every state (and DC) with
// common street names and house numbers chosen by a seeded generator, so the output is the same on every run.
// The result is committed as us-addresses.csv (`npm run addresses:generate --workspace @wysh/api` rewrites it;
// a test checks the committed file is this function's output).
//
// Every state's first city also has three fixed addresses that tests and people can rely on:
//   100 Main St  a single home                  (first ZIP)
//   200 Main St  a building with Apt 1..Apt 12  (first ZIP)
//   300 Main St  the same street line in both ZIPs of the city (an ambiguous address without its ZIP)
import { ELIGIBLE_STATES } from '@wysh/domain/eligibility';

export type AddressRow = {
  streetLine: string;
  city: string;
  state: string;
  zipcode: string;
  /** For a building of several units: the unit designator ("Apt", "Unit", "Ste"); '' for a single home. */
  designator: string;
  /** How many deliverable units the address has (1 for a single home). */
  entries: number;
};

/** Cities by state: name, then its ZIP codes (the first city of each has two). */
const CITIES: Record<string, Array<[string, ...string[]]>> = {
  AL: [
    ['Birmingham', '35203', '35205'],
    ['Montgomery', '36104'],
    ['Mobile', '36602'],
    ['Huntsville', '35801'],
  ],
  AK: [
    ['Anchorage', '99501', '99503'],
    ['Fairbanks', '99701'],
    ['Juneau', '99801'],
  ],
  AZ: [
    ['Phoenix', '85004', '85016'],
    ['Tucson', '85701', '85719'],
    ['Mesa', '85201'],
    ['Chandler', '85225'],
    ['Scottsdale', '85251'],
    ['Tempe', '85281'],
    ['Flagstaff', '86001'],
    ['Gilbert', '85233'],
  ],
  AR: [
    ['Little Rock', '72201', '72205'],
    ['Fayetteville', '72701'],
    ['Fort Smith', '72901'],
  ],
  CA: [
    ['Los Angeles', '90012', '90026'],
    ['San Francisco', '94102'],
    ['San Diego', '92101'],
    ['Sacramento', '95814'],
  ],
  CO: [
    ['Denver', '80202', '80206'],
    ['Boulder', '80302'],
    ['Colorado Springs', '80903'],
  ],
  CT: [
    ['Hartford', '06103', '06106'],
    ['New Haven', '06510'],
    ['Stamford', '06901'],
  ],
  DE: [
    ['Wilmington', '19801', '19806'],
    ['Dover', '19901'],
    ['Newark', '19711'],
  ],
  DC: [['Washington', '20001', '20002', '20009']],
  FL: [
    ['Miami', '33130', '33131'],
    ['Orlando', '32801'],
    ['Tampa', '33602'],
    ['Jacksonville', '32202'],
  ],
  GA: [
    ['Atlanta', '30303', '30309'],
    ['Savannah', '31401'],
    ['Augusta', '30901'],
    ['Athens', '30601'],
    ['Macon', '31201'],
    ['Columbus', '31901'],
    ['Marietta', '30060'],
    ['Decatur', '30030'],
  ],
  HI: [
    ['Honolulu', '96813', '96815'],
    ['Hilo', '96720'],
    ['Kailua', '96734'],
  ],
  ID: [
    ['Boise', '83702', '83706'],
    ['Idaho Falls', '83402'],
    ['Pocatello', '83201'],
  ],
  IL: [
    ['Chicago', '60601', '60614', '60657'],
    ['Springfield', '62701', '62704'],
    ['Naperville', '60540'],
    ['Peoria', '61602'],
    ['Rockford', '61101'],
    ['Evanston', '60201'],
    ['Champaign', '61820'],
    ['Aurora', '60505'],
  ],
  IN: [
    ['Indianapolis', '46204', '46220'],
    ['Fort Wayne', '46802'],
    ['Bloomington', '47401'],
  ],
  IA: [
    ['Des Moines', '50309', '50312'],
    ['Cedar Rapids', '52401'],
    ['Iowa City', '52240'],
  ],
  KS: [
    ['Wichita', '67202', '67203'],
    ['Topeka', '66603'],
    ['Lawrence', '66044'],
  ],
  KY: [
    ['Louisville', '40202', '40204'],
    ['Lexington', '40507'],
    ['Bowling Green', '42101'],
  ],
  LA: [
    ['New Orleans', '70112', '70130'],
    ['Baton Rouge', '70802'],
    ['Shreveport', '71101'],
  ],
  ME: [
    ['Portland', '04101', '04102'],
    ['Augusta', '04330'],
    ['Bangor', '04401'],
  ],
  MD: [
    ['Baltimore', '21201', '21202'],
    ['Annapolis', '21401'],
    ['Frederick', '21701'],
  ],
  MA: [
    ['Boston', '02108', '02116'],
    ['Cambridge', '02139'],
    ['Worcester', '01608'],
  ],
  MI: [
    ['Detroit', '48226', '48201'],
    ['Grand Rapids', '49503', '49506'],
    ['Ann Arbor', '48104'],
    ['Lansing', '48933'],
    ['Flint', '48502'],
    ['Kalamazoo', '49007'],
    ['Traverse City', '49684'],
    ['Troy', '48084'],
  ],
  MN: [
    ['Minneapolis', '55401', '55403'],
    ['Saint Paul', '55101'],
    ['Duluth', '55802'],
  ],
  MS: [
    ['Jackson', '39201', '39202'],
    ['Gulfport', '39501'],
    ['Hattiesburg', '39401'],
  ],
  MO: [
    ['Kansas City', '64105', '64106'],
    ['Saint Louis', '63101'],
    ['Springfield', '65806'],
  ],
  MT: [
    ['Billings', '59101', '59102'],
    ['Missoula', '59801'],
    ['Helena', '59601'],
  ],
  NE: [
    ['Omaha', '68102', '68131'],
    ['Lincoln', '68508'],
    ['Grand Island', '68801'],
  ],
  NV: [
    ['Las Vegas', '89101', '89109'],
    ['Reno', '89501'],
    ['Henderson', '89002'],
  ],
  NH: [
    ['Manchester', '03101', '03104'],
    ['Concord', '03301'],
    ['Nashua', '03060'],
  ],
  NJ: [
    ['Newark', '07102', '07104'],
    ['Jersey City', '07302'],
    ['Trenton', '08608'],
  ],
  NM: [
    ['Albuquerque', '87102', '87106'],
    ['Santa Fe', '87501'],
    ['Las Cruces', '88001'],
  ],
  NY: [
    ['New York', '10001', '10016'],
    ['Buffalo', '14202'],
    ['Albany', '12207'],
    ['Rochester', '14604'],
  ],
  NC: [
    ['Charlotte', '28202', '28203'],
    ['Raleigh', '27601', '27603'],
    ['Durham', '27701'],
    ['Greensboro', '27401'],
    ['Asheville', '28801'],
    ['Wilmington', '28401'],
    ['Chapel Hill', '27514'],
    ['Winston Salem', '27101'],
  ],
  ND: [
    ['Fargo', '58102', '58103'],
    ['Bismarck', '58501'],
    ['Grand Forks', '58201'],
  ],
  OH: [
    ['Columbus', '43215', '43201'],
    ['Cleveland', '44113', '44114'],
    ['Cincinnati', '45202'],
    ['Toledo', '43604'],
    ['Akron', '44308'],
    ['Dayton', '45402'],
    ['Youngstown', '44503'],
    ['Athens', '45701'],
  ],
  OK: [
    ['Oklahoma City', '73102', '73103'],
    ['Tulsa', '74103'],
    ['Norman', '73069'],
  ],
  OR: [
    ['Portland', '97204', '97209'],
    ['Eugene', '97401'],
    ['Salem', '97301'],
    ['Bend', '97701'],
    ['Medford', '97501'],
    ['Corvallis', '97330'],
    ['Beaverton', '97005'],
    ['Hillsboro', '97123'],
  ],
  PA: [
    ['Philadelphia', '19103', '19107'],
    ['Pittsburgh', '15222', '15213'],
    ['Harrisburg', '17101'],
    ['Allentown', '18101'],
    ['Erie', '16501'],
    ['Scranton', '18503'],
    ['Lancaster', '17602'],
    ['State College', '16801'],
  ],
  RI: [
    ['Providence', '02903', '02906'],
    ['Newport', '02840'],
    ['Warwick', '02886'],
  ],
  SC: [
    ['Columbia', '29201', '29205'],
    ['Charleston', '29401'],
    ['Greenville', '29601'],
  ],
  SD: [
    ['Sioux Falls', '57104', '57105'],
    ['Rapid City', '57701'],
    ['Pierre', '57501'],
  ],
  TN: [
    ['Nashville', '37203', '37201'],
    ['Memphis', '38103'],
    ['Knoxville', '37902'],
  ],
  TX: [
    ['Houston', '77002', '77006'],
    ['Austin', '78701'],
    ['Dallas', '75201'],
    ['San Antonio', '78205'],
  ],
  UT: [
    ['Salt Lake City', '84101', '84111'],
    ['Provo', '84601'],
    ['Ogden', '84401'],
  ],
  VT: [
    ['Burlington', '05401', '05408'],
    ['Montpelier', '05602'],
    ['Rutland', '05701'],
  ],
  VA: [
    ['Richmond', '23219', '23220'],
    ['Norfolk', '23510'],
    ['Arlington', '22201'],
  ],
  WA: [
    ['Seattle', '98101', '98104'],
    ['Spokane', '99201'],
    ['Tacoma', '98402'],
  ],
  WV: [
    ['Charleston', '25301', '25302'],
    ['Morgantown', '26505'],
    ['Huntington', '25701'],
  ],
  WI: [
    ['Milwaukee', '53202', '53203'],
    ['Madison', '53703', '53711'],
    ['Green Bay', '54301'],
    ['Kenosha', '53140'],
    ['Racine', '53403'],
    ['Appleton', '54911'],
    ['Eau Claire', '54701'],
    ['La Crosse', '54601'],
  ],
  WY: [
    ['Cheyenne', '82001', '82007'],
    ['Casper', '82601'],
    ['Laramie', '82070'],
  ],
};

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Washington St',
  'Park Ave',
  'Elm St',
  'Cedar Ln',
  'Pine St',
  'Lake Dr',
  'Hill Rd',
  '2nd St',
  '3rd St',
  'Church St',
  'Lincoln Ave',
  'Jefferson St',
  'Highland Ave',
  'Sunset Blvd',
  'Walnut St',
  'Chestnut St',
  'Spring St',
  'River Rd',
  'Center St',
  'Madison Ave',
  'Franklin St',
  'Jackson St',
  'Willow Way',
  'Forest Dr',
  'Meadow Ln',
  'Ridge Rd',
  'Market St',
  'Union St',
  'Grant Ave',
  'Lakeview Dr',
  'Orchard Ln',
  'Mill St',
  'Prospect Ave',
  'N Broadway',
  'E College Ave',
  'W Adams St',
  'S Harrison St',
];

const DESIGNATORS = ['Apt', 'Apt', 'Apt', 'Unit', 'Ste'];

/** mulberry32: a small seeded generator, so the dataset is the same on every run. */
function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateAddressRows(): AddressRow[] {
  const rows: AddressRow[] = [];
  for (const [state, cities] of Object.entries(CITIES)) {
    const eligible = Object.hasOwn(ELIGIBLE_STATES, state);
    cities.forEach(([city, ...zips], cityIndex) => {
      const random = seededRandom(`${state}|${city}`);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
      const seen = new Set<string>();
      const add = (row: AddressRow) => {
        seen.add(`${row.streetLine}|${row.zipcode}`);
        rows.push(row);
      };
      if (cityIndex === 0) {
        const [first, second] = [zips[0]!, zips[1] ?? zips[0]!];
        const home = { city, state, designator: '', entries: 1 };
        add({ ...home, streetLine: '100 Main St', zipcode: first });
        add({ ...home, streetLine: '200 Main St', zipcode: first, designator: 'Apt', entries: 12 });
        add({ ...home, streetLine: '300 Main St', zipcode: first });
        add({ ...home, streetLine: '300 Main St', zipcode: second });
      }
      // Eligible states get more streets, so that any common street name typed there finds homes.
      const streetCount = eligible ? 12 : 5;
      const offset = Math.floor(random() * STREETS.length);
      for (let s = 0; s < streetCount; s += 1) {
        const street = STREETS[(offset + s * 7) % STREETS.length]!;
        for (let n = 0; n < 2; n += 1) {
          const zipcode = pick(zips);
          let number = 100 + Math.floor(random() * 9800);
          while (seen.has(`${number} ${street}|${zipcode}`) || (street === 'Main St' && number < 400)) {
            number += 1;
          }
          const building = random() < 0.18;
          add({
            streetLine: `${number} ${street}`,
            city,
            state,
            zipcode,
            designator: building ? pick(DESIGNATORS) : '',
            entries: building ? 2 + Math.floor(random() * 15) : 1,
          });
        }
      }
    });
  }
  return rows;
}

const HEADER = 'street_line,city,state,zipcode,designator,entries';

export function toCsv(rows: readonly AddressRow[]): string {
  const lines = rows.map((row) =>
    [row.streetLine, row.city, row.state, row.zipcode, row.designator, row.entries].join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

export function parseCsv(text: string): AddressRow[] {
  const [header, ...lines] = text.trim().split('\n');
  if (header !== HEADER) throw new Error(`Unexpected address dataset header: ${header}`);
  return lines.map((line) => {
    const [streetLine, city, state, zipcode, designator, entries] = line.split(',');
    return {
      streetLine: streetLine!,
      city: city!,
      state: state!,
      zipcode: zipcode!,
      designator: designator!,
      entries: Number(entries),
    };
  });
}
