/**
 * Real US cities for the demo jobs: a real ZIP code of each city and its centre to four
 * decimals, so the distance search works. California comes first (the search page defaults
 * to a California city); military-heavy areas are included on purpose.
 */
export interface SeedCity {
  readonly city: string;
  /** Two-letter USPS code. */
  readonly state: string;
  readonly zipCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

export const seedCities: readonly SeedCity[] = [
  { city: 'San Francisco', state: 'CA', zipCode: '94102', latitude: 37.7749, longitude: -122.4194 },
  { city: 'Los Angeles', state: 'CA', zipCode: '90012', latitude: 34.0522, longitude: -118.2437 },
  { city: 'San Diego', state: 'CA', zipCode: '92101', latitude: 32.7157, longitude: -117.1611 },
  { city: 'San Jose', state: 'CA', zipCode: '95113', latitude: 37.3382, longitude: -121.8863 },
  { city: 'Sacramento', state: 'CA', zipCode: '95814', latitude: 38.5816, longitude: -121.4944 },
  { city: 'Oakland', state: 'CA', zipCode: '94612', latitude: 37.8044, longitude: -122.2712 },
  { city: 'Fresno', state: 'CA', zipCode: '93721', latitude: 36.7378, longitude: -119.7871 },
  { city: 'Oceanside', state: 'CA', zipCode: '92054', latitude: 33.1959, longitude: -117.3795 },
  { city: 'Austin', state: 'TX', zipCode: '78701', latitude: 30.2672, longitude: -97.7431 },
  { city: 'San Antonio', state: 'TX', zipCode: '78205', latitude: 29.4241, longitude: -98.4936 },
  { city: 'Houston', state: 'TX', zipCode: '77002', latitude: 29.7604, longitude: -95.3698 },
  { city: 'Dallas', state: 'TX', zipCode: '75201', latitude: 32.7767, longitude: -96.797 },
  { city: 'El Paso', state: 'TX', zipCode: '79901', latitude: 31.7619, longitude: -106.485 },
  { city: 'Killeen', state: 'TX', zipCode: '76541', latitude: 31.1171, longitude: -97.7278 },
  { city: 'Jacksonville', state: 'FL', zipCode: '32202', latitude: 30.3322, longitude: -81.6557 },
  { city: 'Tampa', state: 'FL', zipCode: '33602', latitude: 27.9506, longitude: -82.4572 },
  { city: 'Orlando', state: 'FL', zipCode: '32801', latitude: 28.5383, longitude: -81.3792 },
  { city: 'Pensacola', state: 'FL', zipCode: '32502', latitude: 30.4213, longitude: -87.2169 },
  { city: 'Norfolk', state: 'VA', zipCode: '23510', latitude: 36.8508, longitude: -76.2859 },
  { city: 'Virginia Beach', state: 'VA', zipCode: '23451', latitude: 36.8529, longitude: -75.978 },
  { city: 'Arlington', state: 'VA', zipCode: '22201', latitude: 38.8816, longitude: -77.091 },
  { city: 'Fayetteville', state: 'NC', zipCode: '28301', latitude: 35.0527, longitude: -78.8784 },
  { city: 'Charlotte', state: 'NC', zipCode: '28202', latitude: 35.2271, longitude: -80.8431 },
  { city: 'Raleigh', state: 'NC', zipCode: '27601', latitude: 35.7796, longitude: -78.6382 },
  { city: 'Seattle', state: 'WA', zipCode: '98101', latitude: 47.6062, longitude: -122.3321 },
  { city: 'Tacoma', state: 'WA', zipCode: '98402', latitude: 47.2529, longitude: -122.4443 },
  { city: 'Colorado Springs', state: 'CO', zipCode: '80903', latitude: 38.8339, longitude: -104.8214 },
  { city: 'Denver', state: 'CO', zipCode: '80202', latitude: 39.7392, longitude: -104.9903 },
  { city: 'Atlanta', state: 'GA', zipCode: '30303', latitude: 33.749, longitude: -84.388 },
  { city: 'Columbus', state: 'GA', zipCode: '31901', latitude: 32.461, longitude: -84.9877 },
  { city: 'Savannah', state: 'GA', zipCode: '31401', latitude: 32.0809, longitude: -81.0912 },
  { city: 'Phoenix', state: 'AZ', zipCode: '85004', latitude: 33.4484, longitude: -112.074 },
  { city: 'Tucson', state: 'AZ', zipCode: '85701', latitude: 32.2226, longitude: -110.9747 },
  { city: 'Nashville', state: 'TN', zipCode: '37201', latitude: 36.1627, longitude: -86.7816 },
  { city: 'Clarksville', state: 'TN', zipCode: '37040', latitude: 36.5298, longitude: -87.3595 },
  { city: 'Chicago', state: 'IL', zipCode: '60602', latitude: 41.8781, longitude: -87.6298 },
  { city: 'Las Vegas', state: 'NV', zipCode: '89101', latitude: 36.1699, longitude: -115.1398 },
  { city: 'Philadelphia', state: 'PA', zipCode: '19107', latitude: 39.9526, longitude: -75.1652 },
];
