/**
 * Military occupations and the civilian work they lead to.
 *
 * Source: based on the O*NET Military Crosswalk (National Center for O*NET Development, U.S.
 * Department of Labor) and the services' own occupation lists (Army MOS, Marine Corps MOS, Navy
 * and Coast Guard ratings, Air Force and Space Force specialty codes). Both are works of the U.S.
 * government, which U.S. copyright law leaves in the public domain. Written by hand for this product, not
 * downloaded: the most common enlisted codes of each branch and a few officer codes, each with the
 * civilian titles and the words that show up in civilian job postings for that work.
 *
 * Codes are stored normalised (see `normaliseMilitaryCode`): Army MOS without the skill level
 * (88M), Marine Corps MOS as four digits (0311), Navy and Coast Guard ratings without the paygrade
 * (IT), enlisted AFSC/SFSC with the skill level as X and no shred letter (3D0X2), officer AFSC
 * without the qualification digit (17S). A code held in two branches under the same meaning (space
 * and cyber codes carried from the Air Force into the Space Force) is one entry with both branches;
 * a code that means different work in two branches (Navy and Coast Guard BM) is two entries.
 *
 * Search terms are lower-case words and phrases of civilian postings. They are matched as whole
 * words, so they stay specific: "truck driver", not "driver"; "help desk", not "support".
 */
import type { MilitaryBranch } from '@jobboard/contracts';

export interface MilitaryOccupation {
  /** The normalised code: 88M, 0311, IT, 3D0X2, 17S. */
  code: string;
  branches: readonly MilitaryBranch[];
  /** The service's own title. */
  title: string;
  /** Civilian job titles this work leads to, most typical first. */
  civilianTitles: readonly string[];
  /** Lower-case words and phrases that appear in civilian postings for this work. */
  searchTerms: readonly string[];
  /** The closest O*NET-SOC occupation, where one clearly fits. */
  onetSoc?: string;
}

type Entry = [code: string, title: string, civilianTitles: string[], searchTerms: string[], onetSoc?: string];

const inBranches =
  (...branches: MilitaryBranch[]) =>
  (entries: Entry[]): MilitaryOccupation[] =>
    entries.map(([code, title, civilianTitles, searchTerms, onetSoc]) => ({
      code,
      branches,
      title,
      civilianTitles,
      // Shared lists are spread together, so one term can arrive twice.
      searchTerms: [...new Set(searchTerms)],
      ...(onetSoc ? { onetSoc } : {}),
    }));

// Shared term lists, so the same civilian work reads the same in every branch.
const security = ['security officer', 'security guard', 'security supervisor', 'protective services', 'loss prevention'];
const police = ['police officer', 'law enforcement', 'patrol officer', 'deputy sheriff', 'security officer'];
const truckDriving = ['truck driver', 'delivery driver', 'cdl', 'cdl-a', 'class a cdl', 'commercial driver', 'tractor trailer', 'trucking'];
const warehouse = ['warehouse', 'inventory', 'supply clerk', 'shipping and receiving', 'forklift', 'materials handler'];
const logistics = ['logistics', 'logistics coordinator', 'supply chain', 'transportation coordinator', 'dispatch', 'freight'];
const aircraftMaintenance = ['aircraft mechanic', 'aircraft maintenance', 'a&p', 'airframe', 'powerplant', 'aviation maintenance'];
const avionics = ['avionics', 'avionics technician', 'aircraft electrician', 'aircraft electrical'];
const dieselMechanic = ['diesel mechanic', 'diesel technician', 'fleet mechanic', 'automotive technician', 'heavy equipment mechanic', 'ase'];
const heavyEquipment = ['heavy equipment operator', 'equipment operator', 'excavator', 'bulldozer', 'loader operator', 'grader'];
const electrician = ['electrician', 'electrical technician', 'journeyman electrician', 'industrial electrician', 'electrical maintenance'];
const hvac = ['hvac', 'hvac technician', 'refrigeration', 'air conditioning', 'epa 608'];
const plumbing = ['plumber', 'pipefitter', 'plumbing', 'water distribution'];
const helpDesk = ['help desk', 'it support', 'desktop support', 'technical support', 'it specialist', 'service desk', 'comptia'];
const networkAdmin = ['network administrator', 'systems administrator', 'network technician', 'network engineer', 'sysadmin', 'comptia'];
const cybersecurity = ['cybersecurity', 'cyber security', 'information security', 'security analyst', 'soc analyst', 'penetration tester', 'incident response'];
const intelligence = ['intelligence analyst', 'all-source', 'threat analyst', 'research analyst', 'osint'];
const linguist = ['linguist', 'interpreter', 'translator', 'language analyst'];
const telecom = ['telecommunications technician', 'radio technician', 'communications technician', 'satellite technician', 'rf technician'];
const electronics = ['electronics technician', 'electronic technician', 'field service technician', 'radar technician', 'calibration'];
const emt = ['emt', 'emergency medical technician', 'paramedic', 'medical assistant', 'patient care technician', 'ambulance'];
const cooking = ['cook', 'line cook', 'chef', 'food service', 'kitchen', 'culinary', 'servsafe'];
const hr = ['human resources', 'hr specialist', 'hr assistant', 'personnel', 'hr generalist', 'payroll'];
const admin = ['administrative assistant', 'office administrator', 'executive assistant', 'office manager', 'receptionist', 'records management'];
const finance = ['accounting clerk', 'accounts payable', 'accounts receivable', 'bookkeeper', 'financial technician', 'payroll'];
const paralegal = ['paralegal', 'legal assistant', 'legal secretary', 'law office'];
const publicAffairs = ['public relations', 'communications specialist', 'journalist', 'photographer', 'videographer', 'social media', 'content creator'];
const firefighting = ['firefighter', 'fire protection', 'fire inspector', 'emt'];
const eod = ['explosive ordnance disposal', 'eod technician', 'bomb technician', 'uxo technician', 'explosives'];
const airTrafficControl = ['air traffic controller', 'air traffic control', 'flight dispatcher', 'airport operations'];
const weather = ['meteorologist', 'weather forecaster', 'meteorological technician', 'weather observer'];
const corrections = ['correctional officer', 'detention officer', 'jailer', 'corrections'];
const investigator = ['criminal investigator', 'special agent', 'detective', 'investigator', 'background investigator'];
const carpentry = ['carpenter', 'construction', 'framing', 'mason', 'general contractor'];
const welding = ['welder', 'welding', 'fabricator', 'metal fabrication', 'sheet metal'];
const hazmat = ['hazmat', 'hazardous materials', 'environmental health and safety', 'ehs', 'emergency management'];
const marineDeck = ['deckhand', 'boat operator', 'boat captain', 'able seaman', 'mate', 'marine operations', 'vessel'];
const marineEngineering = ['marine engineer', 'marine mechanic', 'ship engineer', 'engine room', 'diesel mechanic', 'qmed'];
const gunsmith = ['gunsmith', 'armorer', 'firearms technician', 'small arms'];
const waterTreatment = ['water treatment', 'wastewater', 'water plant operator', 'water treatment operator'];
const musician = ['musician', 'music teacher', 'band director', 'performer'];
const diver = ['commercial diver', 'diver', 'underwater welder', 'dive supervisor'];
const pharmacy = ['pharmacy technician', 'pharmacy tech', 'cpht'];
const dental = ['dental assistant', 'dental technician', 'dental hygiene'];
const medicalLab = ['medical laboratory technician', 'lab technician', 'phlebotomist', 'clinical laboratory', 'mlt'];
const radiology = ['radiologic technologist', 'x-ray technician', 'radiology technician', 'imaging technologist', 'arrt'];
const surgicalTech = ['surgical technologist', 'surgical technician', 'operating room technician', 'sterile processing'];
const mentalHealth = ['mental health technician', 'behavioral health technician', 'psychiatric technician', 'case manager'];
const biomed = ['biomedical equipment technician', 'bmet', 'medical equipment repair', 'biomedical technician'];
const geospatial = ['gis', 'geospatial', 'gis analyst', 'gis technician', 'imagery analyst', 'mapping'];
const recruiting = ['recruiter', 'talent acquisition', 'career counselor', 'career advisor'];
const training = ['trainer', 'training specialist', 'instructor', 'training coordinator'];
const maintenancePlanning = ['maintenance planner', 'maintenance scheduler', 'maintenance coordinator', 'maintenance records', 'cmms'];
const fuel = ['fuel technician', 'fuel truck driver', 'fuel distribution', 'petroleum', 'tank truck'];
const munitions = ['munitions', 'ammunition', 'explosives handler', 'inventory specialist'];

// Army MOS: two digits and a letter; written with a skill level ("88M10", "88M 30") on records.
const army = inBranches('Army')([
  ['11B', 'Infantryman', ['Security Officer', 'Law Enforcement Officer', 'Security Supervisor'], security, '33-9032.00'],
  ['11C', 'Indirect Fire Infantryman', ['Security Officer', 'Security Supervisor'], security, '33-9032.00'],
  ['12B', 'Combat Engineer', ['Construction Worker', 'Heavy Equipment Operator', 'Demolition Technician'], ['construction laborer', 'construction worker', 'demolition', ...heavyEquipment], '47-2061.00'],
  ['12K', 'Plumber', ['Plumber', 'Pipefitter'], plumbing, '47-2152.00'],
  ['12N', 'Horizontal Construction Engineer', ['Heavy Equipment Operator', 'Construction Equipment Operator'], heavyEquipment, '47-2073.00'],
  ['12R', 'Interior Electrician', ['Electrician', 'Electrical Technician'], electrician, '47-2111.00'],
  ['12W', 'Carpentry and Masonry Specialist', ['Carpenter', 'Mason', 'Construction Worker'], carpentry, '47-2031.00'],
  ['12Y', 'Geospatial Engineer', ['GIS Technician', 'GIS Analyst', 'Cartographer'], [...geospatial, 'cartographer', 'surveying']],
  ['13B', 'Cannon Crewmember', ['Equipment Operator', 'Security Officer'], ['equipment operator', 'heavy equipment operator', 'security officer']],
  ['13F', 'Fire Support Specialist', ['Radio Operator', 'GIS Technician', 'Dispatcher'], ['radio operator', 'dispatcher', 'gis technician']],
  ['15N', 'Avionic Mechanic', ['Avionics Technician', 'Aircraft Electrician'], avionics, '49-2091.00'],
  ['15P', 'Aviation Operations Specialist', ['Flight Operations Coordinator', 'Flight Dispatcher', 'Aviation Scheduler'], ['flight operations', 'flight dispatcher', 'aviation scheduler', 'airport operations']],
  ['15Q', 'Air Traffic Control Operator', ['Air Traffic Controller', 'Airport Operations Specialist'], airTrafficControl, '53-2021.00'],
  ['15R', 'AH-64 Attack Helicopter Repairer', ['Aircraft Mechanic', 'Helicopter Mechanic', 'A&P Mechanic'], [...aircraftMaintenance, 'helicopter mechanic'], '49-3011.00'],
  ['15T', 'UH-60 Helicopter Repairer', ['Aircraft Mechanic', 'Helicopter Mechanic', 'A&P Mechanic'], [...aircraftMaintenance, 'helicopter mechanic'], '49-3011.00'],
  ['15W', 'Unmanned Aircraft Systems Operator', ['Drone Pilot', 'UAS Operator'], ['drone pilot', 'drone operator', 'uas', 'unmanned aircraft', 'part 107']],
  ['17C', 'Cyber Operations Specialist', ['Cybersecurity Analyst', 'Penetration Tester', 'Security Engineer'], cybersecurity, '15-1212.00'],
  ['17E', 'Electronic Warfare Specialist', ['RF Engineer', 'Electronic Warfare Analyst', 'Signals Analyst'], ['electronic warfare', 'rf engineer', 'spectrum analyst', 'signals analyst']],
  ['19D', 'Cavalry Scout', ['Security Officer', 'Security Supervisor'], security, '33-9032.00'],
  ['19K', 'M1 Armor Crewman', ['Heavy Equipment Operator', 'Security Officer'], ['heavy equipment operator', 'equipment operator', 'security officer']],
  ['25B', 'Information Technology Specialist', ['IT Specialist', 'Help Desk Technician', 'Network Administrator', 'Systems Administrator'], [...helpDesk, 'network administrator', 'systems administrator'], '15-1232.00'],
  ['25L', 'Cable Systems Installer-Maintainer', ['Cable Installer', 'Fiber Optic Technician', 'Low Voltage Technician'], ['cable installer', 'cable technician', 'fiber optic', 'low voltage', 'structured cabling'], '49-9052.00'],
  ['25M', 'Multimedia Illustrator', ['Graphic Designer', 'Illustrator', 'Multimedia Designer'], ['graphic designer', 'graphic design', 'illustrator', 'multimedia', 'adobe'], '27-1024.00'],
  ['25N', 'Nodal Network Systems Operator-Maintainer', ['Network Technician', 'Network Administrator'], networkAdmin, '15-1231.00'],
  ['25Q', 'Multichannel Transmission Systems Operator-Maintainer', ['Telecommunications Technician', 'Microwave Technician'], telecom, '49-2022.00'],
  ['25S', 'Satellite Communication Systems Operator-Maintainer', ['Satellite Technician', 'Telecommunications Technician'], telecom, '49-2022.00'],
  ['25U', 'Signal Support Systems Specialist', ['Telecommunications Technician', 'Radio Technician', 'IT Support Technician'], [...telecom, 'it support'], '49-2022.00'],
  ['25V', 'Combat Documentation/Production Specialist', ['Videographer', 'Photographer', 'Video Editor'], ['videographer', 'photographer', 'video editor', 'video production'], '27-4031.00'],
  ['27D', 'Paralegal Specialist', ['Paralegal', 'Legal Assistant'], paralegal, '23-2011.00'],
  ['31B', 'Military Police', ['Police Officer', 'Security Officer', 'Corrections Officer'], police, '33-3051.00'],
  ['31D', 'CID Special Agent', ['Criminal Investigator', 'Special Agent', 'Detective'], investigator, '33-3021.00'],
  ['31E', 'Internment/Resettlement Specialist', ['Correctional Officer', 'Detention Officer'], corrections, '33-3012.00'],
  ['31K', 'Military Working Dog Handler', ['K9 Handler', 'K9 Officer', 'Dog Trainer'], ['k9', 'canine handler', 'dog handler', 'dog trainer', 'security officer']],
  ['35F', 'Intelligence Analyst', ['Intelligence Analyst', 'Threat Analyst', 'Research Analyst'], intelligence],
  ['35G', 'Geospatial Intelligence Imagery Analyst', ['Imagery Analyst', 'GIS Analyst'], geospatial],
  ['35M', 'Human Intelligence Collector', ['Investigator', 'Intelligence Analyst', 'Interviewer'], ['investigator', 'intelligence analyst', 'interviewer', 'background investigator']],
  ['35N', 'Signals Intelligence Analyst', ['Signals Intelligence Analyst', 'Intelligence Analyst'], ['signals intelligence', 'sigint', ...intelligence]],
  ['35P', 'Cryptologic Linguist', ['Linguist', 'Interpreter', 'Translator'], linguist, '27-3091.00'],
  ['35T', 'Military Intelligence Systems Maintainer/Integrator', ['Systems Administrator', 'IT Specialist', 'Systems Integrator'], ['systems administrator', 'systems integrator', 'it specialist', 'network technician']],
  ['36B', 'Financial Management Technician', ['Accounting Clerk', 'Bookkeeper', 'Accounts Payable Clerk'], finance, '43-3031.00'],
  ['37F', 'Psychological Operations Specialist', ['Marketing Specialist', 'Communications Specialist', 'Public Relations Specialist'], ['marketing specialist', 'marketing', 'communications specialist', 'public relations']],
  ['42A', 'Human Resources Specialist', ['Human Resources Specialist', 'HR Assistant', 'Personnel Clerk'], hr, '13-1071.00'],
  ['42R', 'Army Bandperson', ['Musician', 'Music Teacher'], musician, '27-2042.00'],
  ['46S', 'Public Affairs Mass Communication Specialist', ['Public Relations Specialist', 'Journalist', 'Communications Specialist'], publicAffairs, '27-3031.00'],
  ['68A', 'Biomedical Equipment Specialist', ['Biomedical Equipment Technician', 'Medical Equipment Repairer'], biomed, '49-9062.00'],
  ['68C', 'Practical Nursing Specialist', ['Licensed Practical Nurse', 'LPN', 'LVN'], ['licensed practical nurse', 'lpn', 'lvn', 'licensed vocational nurse'], '29-2061.00'],
  ['68D', 'Operating Room Specialist', ['Surgical Technologist', 'Operating Room Technician'], surgicalTech, '29-2055.00'],
  ['68E', 'Dental Specialist', ['Dental Assistant'], dental, '31-9091.00'],
  ['68G', 'Patient Administration Specialist', ['Medical Records Specialist', 'Patient Access Representative', 'Medical Office Assistant'], ['medical records', 'patient access', 'medical office', 'health information', 'medical billing']],
  ['68J', 'Medical Logistics Specialist', ['Medical Supply Technician', 'Sterile Supply Technician'], ['medical supply', 'supply technician', 'materials management', 'inventory']],
  ['68K', 'Medical Laboratory Specialist', ['Medical Laboratory Technician', 'Phlebotomist'], medicalLab, '29-2012.00'],
  ['68P', 'Radiology Specialist', ['Radiologic Technologist', 'X-Ray Technician'], radiology, '29-2034.00'],
  ['68Q', 'Pharmacy Specialist', ['Pharmacy Technician'], pharmacy, '29-2052.00'],
  ['68T', 'Animal Care Specialist', ['Veterinary Technician', 'Veterinary Assistant'], ['veterinary technician', 'vet tech', 'veterinary assistant', 'animal care'], '29-2056.00'],
  ['68W', 'Combat Medic Specialist', ['EMT', 'Paramedic', 'Medical Assistant'], emt, '29-2042.00'],
  ['68X', 'Behavioral Health Specialist', ['Mental Health Technician', 'Behavioral Health Technician'], mentalHealth, '29-2053.00'],
  ['74D', 'Chemical, Biological, Radiological and Nuclear Specialist', ['Hazmat Technician', 'Environmental Health and Safety Specialist'], hazmat],
  ['79R', 'Recruiter', ['Recruiter', 'Talent Acquisition Specialist'], recruiting, '13-1071.00'],
  ['79S', 'Career Counselor', ['Career Counselor', 'Career Advisor'], recruiting, '21-1012.00'],
  ['88H', 'Cargo Specialist', ['Warehouse Associate', 'Forklift Operator', 'Cargo Handler'], [...warehouse, 'cargo', 'freight handler'], '53-7051.00'],
  ['88K', 'Watercraft Operator', ['Deckhand', 'Boat Operator', 'Able Seaman'], marineDeck, '53-5011.00'],
  ['88L', 'Watercraft Engineer', ['Marine Engineer', 'Marine Mechanic'], marineEngineering, '53-5031.00'],
  ['88M', 'Motor Transport Operator', ['Truck Driver', 'Delivery Driver', 'CDL Driver'], truckDriving, '53-3032.00'],
  ['88N', 'Transportation Management Coordinator', ['Logistics Coordinator', 'Transportation Coordinator', 'Dispatcher'], logistics, '13-1081.00'],
  ['89A', 'Ammunition Stock Control and Accounting Specialist', ['Inventory Specialist', 'Inventory Control Clerk'], ['inventory control', 'inventory specialist', ...munitions]],
  ['89B', 'Ammunition Specialist', ['Munitions Handler', 'Warehouse Associate', 'Inventory Specialist'], munitions],
  ['89D', 'Explosive Ordnance Disposal Specialist', ['EOD Technician', 'Bomb Technician', 'UXO Technician'], eod],
  ['91A', 'M1 Abrams Tank System Maintainer', ['Heavy Equipment Mechanic', 'Diesel Mechanic'], dieselMechanic, '49-3042.00'],
  ['91B', 'Wheeled Vehicle Mechanic', ['Diesel Mechanic', 'Automotive Technician', 'Fleet Mechanic'], dieselMechanic, '49-3031.00'],
  ['91C', 'Utilities Equipment Repairer', ['HVAC Technician', 'Refrigeration Mechanic'], hvac, '49-9021.00'],
  ['91D', 'Tactical Power Generation Specialist', ['Generator Technician', 'Power Generation Technician'], ['generator technician', 'power generation', 'generator', 'diesel mechanic']],
  ['91E', 'Allied Trade Specialist', ['Welder', 'Machinist', 'Fabricator'], [...welding, 'machinist'], '51-4121.00'],
  ['91F', 'Small Arms/Artillery Repairer', ['Gunsmith', 'Armorer'], gunsmith],
  ['91H', 'Track Vehicle Repairer', ['Heavy Equipment Mechanic', 'Diesel Mechanic'], dieselMechanic, '49-3042.00'],
  ['91L', 'Construction Equipment Repairer', ['Heavy Equipment Mechanic', 'Diesel Mechanic'], dieselMechanic, '49-3042.00'],
  ['92A', 'Automated Logistical Specialist', ['Warehouse Associate', 'Inventory Specialist', 'Supply Clerk'], [...warehouse, 'logistics'], '43-5071.00'],
  ['92F', 'Petroleum Supply Specialist', ['Fuel Truck Driver', 'Fuel Technician'], fuel],
  ['92G', 'Culinary Specialist', ['Cook', 'Chef', 'Food Service Specialist'], cooking, '35-2012.00'],
  ['92W', 'Water Treatment Specialist', ['Water Treatment Plant Operator'], waterTreatment, '51-8031.00'],
  ['92Y', 'Unit Supply Specialist', ['Supply Clerk', 'Inventory Specialist', 'Warehouse Associate'], [...warehouse, 'logistics', 'procurement'], '43-5071.00'],
  ['94E', 'Radio and Communications Security Repairer', ['Electronics Technician', 'Radio Technician'], [...electronics, 'radio technician']],
  ['94F', 'Computer/Detection Systems Repairer', ['Electronics Technician', 'Computer Repair Technician'], [...electronics, 'computer repair']],
]);

// Marine Corps MOS: four digits, the first two the occupational field.
const marines = inBranches('Marines')([
  ['0111', 'Administrative Specialist', ['Administrative Assistant', 'Office Clerk', 'Personnel Clerk'], admin, '43-6014.00'],
  ['0161', 'Postal Clerk', ['Postal Clerk', 'Mail Clerk'], ['postal clerk', 'mail clerk', 'mailroom', 'postal'], '43-5051.00'],
  ['0231', 'Intelligence Specialist', ['Intelligence Analyst', 'Research Analyst'], intelligence],
  ['0261', 'Geographic Intelligence Specialist', ['GIS Technician', 'GIS Analyst'], geospatial],
  ['0311', 'Rifleman', ['Security Officer', 'Law Enforcement Officer', 'Security Supervisor'], security, '33-9032.00'],
  ['0331', 'Machine Gunner', ['Security Officer', 'Security Supervisor'], security, '33-9032.00'],
  ['0341', 'Mortarman', ['Security Officer', 'Security Supervisor'], security, '33-9032.00'],
  ['0411', 'Maintenance Management Specialist', ['Maintenance Planner', 'Maintenance Coordinator'], maintenancePlanning],
  ['0431', 'Logistics/Embarkation Specialist', ['Logistics Coordinator', 'Shipping Coordinator'], logistics, '13-1081.00'],
  ['0481', 'Landing Support Specialist', ['Warehouse Associate', 'Forklift Operator', 'Freight Handler'], [...warehouse, 'freight handler', 'cargo']],
  ['0621', 'Field Radio Operator', ['Radio Operator', 'Telecommunications Technician'], ['radio operator', ...telecom]],
  ['0631', 'Network Administrator', ['Network Administrator', 'Systems Administrator'], networkAdmin, '15-1244.00'],
  ['0671', 'Data Systems Administrator', ['Systems Administrator', 'Network Administrator', 'IT Specialist'], [...networkAdmin, 'it specialist'], '15-1244.00'],
  ['0689', 'Cybersecurity Technician', ['Cybersecurity Analyst', 'Information Security Analyst'], cybersecurity, '15-1212.00'],
  ['0811', 'Field Artillery Cannoneer', ['Equipment Operator', 'Security Officer'], ['equipment operator', 'heavy equipment operator', 'security officer']],
  ['0911', 'Drill Instructor', ['Trainer', 'Training Specialist', 'Instructor'], training, '13-1151.00'],
  ['1141', 'Electrician', ['Electrician', 'Electrical Technician'], electrician, '47-2111.00'],
  ['1142', 'Electrical Equipment Repair Specialist', ['Electrical Repairer', 'Generator Technician'], ['electrical repair', 'generator technician', ...electrician]],
  ['1161', 'Refrigeration and Air Conditioning Technician', ['HVAC Technician', 'Refrigeration Technician'], hvac, '49-9021.00'],
  ['1171', 'Water Support Technician', ['Water Treatment Plant Operator'], waterTreatment, '51-8031.00'],
  ['1316', 'Metal Worker', ['Welder', 'Metal Fabricator'], welding, '51-4121.00'],
  ['1341', 'Engineer Equipment Mechanic', ['Heavy Equipment Mechanic', 'Diesel Mechanic'], dieselMechanic, '49-3042.00'],
  ['1345', 'Engineer Equipment Operator', ['Heavy Equipment Operator', 'Forklift Operator'], [...heavyEquipment, 'forklift'], '47-2073.00'],
  ['1371', 'Combat Engineer', ['Construction Worker', 'Carpenter', 'Demolition Technician'], ['construction worker', 'demolition', ...carpentry], '47-2061.00'],
  ['1391', 'Bulk Fuel Specialist', ['Fuel Technician', 'Fuel Truck Driver'], fuel],
  ['2111', 'Small Arms Repairer/Technician', ['Gunsmith', 'Armorer'], gunsmith],
  ['2161', 'Machinist', ['Machinist', 'CNC Machinist'], ['machinist', 'cnc', 'machine shop', 'cnc machinist'], '51-4041.00'],
  ['2336', 'Explosive Ordnance Disposal Technician', ['EOD Technician', 'Bomb Technician', 'UXO Technician'], eod],
  ['3043', 'Supply Chain and Materiel Management Specialist', ['Supply Clerk', 'Inventory Specialist', 'Procurement Clerk'], [...warehouse, 'supply chain', 'procurement'], '43-5071.00'],
  ['3051', 'Inventory Management Specialist', ['Warehouse Associate', 'Inventory Clerk', 'Forklift Operator'], warehouse, '43-5071.00'],
  ['3112', 'Distribution Management Specialist', ['Logistics Coordinator', 'Traffic Manager', 'Shipping Coordinator'], logistics, '13-1081.00'],
  ['3381', 'Food Service Specialist', ['Cook', 'Chef', 'Food Service Worker'], cooking, '35-2012.00'],
  ['3432', 'Finance Technician', ['Accounting Clerk', 'Payroll Clerk', 'Bookkeeper'], finance, '43-3031.00'],
  ['3521', 'Automotive Maintenance Technician', ['Automotive Technician', 'Diesel Mechanic', 'Fleet Mechanic'], dieselMechanic, '49-3031.00'],
  ['3531', 'Motor Vehicle Operator', ['Truck Driver', 'Delivery Driver', 'CDL Driver'], truckDriving, '53-3032.00'],
  ['4421', 'Legal Services Specialist', ['Paralegal', 'Legal Assistant'], paralegal, '23-2011.00'],
  ['5711', 'CBRN Defense Specialist', ['Hazmat Technician', 'Environmental Health and Safety Specialist'], hazmat],
  ['5811', 'Military Police', ['Police Officer', 'Security Officer'], police, '33-3051.00'],
  ['5821', 'Criminal Investigator', ['Criminal Investigator', 'Detective', 'Special Agent'], investigator, '33-3021.00'],
  ['5831', 'Correctional Specialist', ['Correctional Officer', 'Detention Officer'], corrections, '33-3012.00'],
  ['6046', 'Aircraft Maintenance Administration Specialist', ['Aviation Maintenance Records Clerk', 'Maintenance Administrator'], ['maintenance records', 'aviation records', 'technical records', 'maintenance administrator', 'cmms']],
  ['6116', 'Tiltrotor Mechanic, MV-22', ['Aircraft Mechanic', 'A&P Mechanic'], aircraftMaintenance, '49-3011.00'],
  ['6672', 'Aviation Supply Specialist', ['Supply Clerk', 'Aviation Parts Specialist', 'Inventory Specialist'], [...warehouse, 'aviation parts'], '43-5071.00'],
  ['6842', 'METOC Analyst Forecaster', ['Meteorologist', 'Weather Forecaster'], weather, '19-2021.00'],
  ['7051', 'Aircraft Rescue and Firefighting Specialist', ['Firefighter', 'Airport Firefighter'], [...firefighting, 'arff', 'aircraft rescue'], '33-2011.00'],
  ['7257', 'Air Traffic Controller', ['Air Traffic Controller'], airTrafficControl, '53-2021.00'],
  ['8411', 'Recruiter', ['Recruiter', 'Talent Acquisition Specialist'], recruiting, '13-1071.00'],
]);

// Navy ratings: letters, written with the paygrade on records (IT2, ITC, ITCS).
const navy = inBranches('Navy')([
  ['ABE', "Aviation Boatswain's Mate (Equipment)", ['Aviation Ground Equipment Technician', 'Airport Operations Specialist'], ['airport operations', 'ground support equipment', 'ramp agent', 'aircraft recovery']],
  ['ABF', "Aviation Boatswain's Mate (Fuels)", ['Aviation Fueler', 'Fuel Technician'], ['aviation fuel', 'fueler', 'fuel technician', 'into-plane']],
  ['ABH', "Aviation Boatswain's Mate (Handling)", ['Ramp Agent', 'Aircraft Handler', 'Airport Operations Specialist'], ['ramp agent', 'aircraft handler', 'airport operations', 'ground crew']],
  ['AC', 'Air Traffic Controller', ['Air Traffic Controller'], airTrafficControl, '53-2021.00'],
  ['AD', "Aviation Machinist's Mate", ['Aircraft Mechanic', 'Aircraft Engine Mechanic', 'A&P Mechanic'], [...aircraftMaintenance, 'turbine engine'], '49-3011.00'],
  ['AE', "Aviation Electrician's Mate", ['Avionics Technician', 'Aircraft Electrician'], avionics, '49-2091.00'],
  ['AG', "Aerographer's Mate", ['Meteorologist', 'Weather Forecaster', 'Oceanographic Technician'], [...weather, 'oceanographic'], '19-2021.00'],
  ['AM', 'Aviation Structural Mechanic', ['Aircraft Mechanic', 'Aircraft Structures Technician', 'A&P Mechanic'], [...aircraftMaintenance, 'aircraft structures', 'hydraulics'], '49-3011.00'],
  ['AO', 'Aviation Ordnanceman', ['Munitions Technician', 'Explosives Handler'], munitions],
  ['AT', 'Aviation Electronics Technician', ['Avionics Technician', 'Electronics Technician'], [...avionics, 'electronics technician'], '49-2091.00'],
  ['AZ', 'Aviation Maintenance Administrationman', ['Aviation Maintenance Records Clerk', 'Maintenance Administrator'], ['maintenance records', 'aviation records', 'technical records', 'maintenance administrator', 'cmms']],
  ['BM', "Boatswain's Mate", ['Deckhand', 'Boat Operator', 'Crane Operator', 'Able Seaman'], [...marineDeck, 'crane operator', 'rigger'], '53-5011.00'],
  ['BU', 'Builder', ['Carpenter', 'Construction Worker', 'Mason'], carpentry, '47-2031.00'],
  ['CE', 'Construction Electrician', ['Electrician', 'Line Electrician'], [...electrician, 'lineman'], '47-2111.00'],
  ['CM', 'Construction Mechanic', ['Diesel Mechanic', 'Heavy Equipment Mechanic', 'Automotive Technician'], dieselMechanic, '49-3042.00'],
  ['CS', 'Culinary Specialist', ['Cook', 'Chef', 'Food Service Manager'], cooking, '35-2014.00'],
  ['CTI', 'Cryptologic Technician (Interpretive)', ['Linguist', 'Interpreter', 'Translator'], linguist, '27-3091.00'],
  ['CTM', 'Cryptologic Technician (Maintenance)', ['Electronics Technician', 'Systems Technician'], electronics],
  ['CTN', 'Cryptologic Technician (Networks)', ['Cybersecurity Analyst', 'Network Security Analyst'], cybersecurity, '15-1212.00'],
  ['CTR', 'Cryptologic Technician (Collection)', ['Signals Intelligence Analyst', 'Intelligence Analyst'], ['signals intelligence', 'sigint', ...intelligence]],
  ['CTT', 'Cryptologic Technician (Technical)', ['Electronic Warfare Analyst', 'Signals Analyst', 'RF Technician'], ['electronic warfare', 'signals analyst', 'rf technician', 'radar']],
  ['CWT', 'Cyber Warfare Technician', ['Cybersecurity Analyst', 'Penetration Tester'], cybersecurity, '15-1212.00'],
  ['DC', 'Damage Controlman', ['Firefighter', 'Fire Protection Technician', 'Hazmat Technician'], [...firefighting, 'hazmat', 'fire safety'], '33-2011.00'],
  ['EA', 'Engineering Aide', ['Surveying Technician', 'Engineering Technician', 'Drafter'], ['surveying', 'survey technician', 'engineering technician', 'drafter', 'autocad', 'construction inspector'], '17-3031.00'],
  ['EM', "Electrician's Mate", ['Electrician', 'Industrial Electrician', 'Electrical Technician'], electrician, '47-2111.00'],
  ['EN', 'Engineman', ['Diesel Mechanic', 'Marine Mechanic'], [...dieselMechanic, 'marine mechanic'], '49-3031.00'],
  ['EO', 'Equipment Operator', ['Heavy Equipment Operator', 'Crane Operator'], [...heavyEquipment, 'crane operator'], '47-2073.00'],
  ['EOD', 'Explosive Ordnance Disposal Technician', ['EOD Technician', 'Bomb Technician', 'UXO Technician'], eod],
  ['ET', 'Electronics Technician', ['Electronics Technician', 'Field Service Technician', 'Radar Technician'], electronics, '17-3023.00'],
  ['FC', 'Fire Controlman', ['Electronics Technician', 'Radar Technician', 'Systems Technician'], electronics],
  ['GM', "Gunner's Mate", ['Gunsmith', 'Armorer'], gunsmith],
  ['GSM', 'Gas Turbine Systems Technician (Mechanical)', ['Gas Turbine Mechanic', 'Power Plant Operator'], ['gas turbine', 'turbine mechanic', 'power plant', 'plant operator']],
  ['HM', 'Hospital Corpsman', ['EMT', 'Medical Assistant', 'Licensed Practical Nurse'], [...emt, 'lpn'], '29-2042.00'],
  ['HT', 'Hull Maintenance Technician', ['Welder', 'Pipefitter', 'Metal Fabricator'], [...welding, 'pipefitter'], '51-4121.00'],
  ['IC', 'Interior Communications Electrician', ['Low Voltage Technician', 'Electrician', 'Electronics Technician'], ['low voltage', 'electronics technician', 'electrician', 'fire alarm']],
  ['IS', 'Intelligence Specialist', ['Intelligence Analyst', 'Research Analyst'], intelligence],
  ['IT', 'Information Systems Technician', ['Network Administrator', 'IT Specialist', 'Help Desk Technician'], [...networkAdmin, ...helpDesk], '15-1244.00'],
  ['ITS', 'Information Systems Technician (Submarines)', ['Network Administrator', 'IT Specialist'], [...networkAdmin, 'it specialist'], '15-1244.00'],
  ['LN', 'Legalman', ['Paralegal', 'Legal Assistant'], paralegal, '23-2011.00'],
  ['LS', 'Logistics Specialist', ['Logistics Specialist', 'Supply Clerk', 'Warehouse Associate', 'Purchasing Agent'], [...warehouse, 'logistics', 'purchasing'], '43-5071.00'],
  ['MA', 'Master-at-Arms', ['Police Officer', 'Security Officer'], police, '33-3051.00'],
  ['MC', 'Mass Communication Specialist', ['Photographer', 'Public Relations Specialist', 'Journalist'], publicAffairs, '27-3031.00'],
  ['MM', "Machinist's Mate", ['Maintenance Mechanic', 'Stationary Engineer', 'HVAC Technician'], ['maintenance mechanic', 'stationary engineer', 'boiler operator', 'plant operator', 'hvac'], '51-8021.00'],
  ['MR', 'Machinery Repairman', ['Machinist', 'CNC Machinist'], ['machinist', 'cnc', 'machine shop', 'cnc machinist'], '51-4041.00'],
  ['MT', 'Missile Technician', ['Electronics Technician', 'Systems Technician'], electronics],
  ['MU', 'Musician', ['Musician', 'Music Teacher'], musician, '27-2042.00'],
  ['NC', 'Navy Counselor', ['Career Counselor', 'Recruiter'], recruiting, '21-1012.00'],
  ['ND', 'Navy Diver', ['Commercial Diver', 'Dive Supervisor'], diver, '49-9092.00'],
  ['OS', 'Operations Specialist', ['Radar Operator', 'Dispatcher', 'Operations Coordinator'], ['radar operator', 'dispatcher', 'operations coordinator', 'emergency communications']],
  ['PR', 'Aircrew Survival Equipmentman', ['Parachute Rigger', 'Safety Equipment Technician'], ['parachute rigger', 'safety equipment', 'life support equipment', 'upholstery']],
  ['PS', 'Personnel Specialist', ['Human Resources Specialist', 'Payroll Clerk', 'Personnel Clerk'], hr, '13-1071.00'],
  ['QM', 'Quartermaster', ['Ship Navigator', 'Mate', 'Boat Captain'], ['navigator', 'navigation', 'mate', 'boat captain', 'vessel', 'marine operations'], '53-5021.00'],
  ['RP', 'Religious Program Specialist', ['Chaplain Assistant', 'Administrative Assistant', 'Program Coordinator'], ['chaplain assistant', 'ministry', 'program coordinator', 'administrative assistant']],
  ['RS', 'Retail Services Specialist', ['Retail Store Manager', 'Store Associate', 'Barber'], ['retail', 'store manager', 'merchandising', 'barber', 'cashier'], '41-1011.00'],
  ['SO', 'Special Warfare Operator', ['Security Specialist', 'Protective Services Specialist', 'Security Consultant'], [...security, 'executive protection']],
  ['STG', 'Sonar Technician (Surface)', ['Sonar Technician', 'Electronics Technician'], ['sonar', ...electronics]],
  ['STS', 'Sonar Technician (Submarine)', ['Sonar Technician', 'Electronics Technician'], ['sonar', ...electronics]],
  ['SW', 'Steelworker', ['Ironworker', 'Welder', 'Steel Erector'], ['ironworker', 'steel erector', 'rigger', ...welding], '47-2221.00'],
  ['UT', 'Utilitiesman', ['Plumber', 'HVAC Technician', 'Water Treatment Operator'], [...plumbing, 'hvac', 'water treatment'], '47-2152.00'],
  ['YN', 'Yeoman', ['Administrative Assistant', 'Executive Assistant', 'Office Manager'], admin, '43-6014.00'],
]);

// Coast Guard ratings: letters, with the paygrade on records (BM3, MKC).
const coastGuard = inBranches('Coast Guard')([
  ['AET', 'Avionics Electrical Technician', ['Avionics Technician', 'Aircraft Electrician'], avionics, '49-2091.00'],
  ['AMT', 'Aviation Maintenance Technician', ['Aircraft Mechanic', 'A&P Mechanic'], aircraftMaintenance, '49-3011.00'],
  ['AST', 'Aviation Survival Technician', ['Rescue Swimmer', 'EMT', 'Safety Equipment Technician'], ['rescue swimmer', 'water rescue', 'lifeguard', 'emt', 'emergency medical technician']],
  ['BM', "Boatswain's Mate", ['Boat Captain', 'Deckhand', 'Marine Operations Supervisor'], [...marineDeck, 'coxswain'], '53-5021.00'],
  ['CS', 'Culinary Specialist', ['Cook', 'Chef', 'Food Service Manager'], cooking, '35-2014.00'],
  ['DC', 'Damage Controlman', ['Welder', 'Pipefitter', 'Firefighter'], [...welding, 'pipefitter', 'firefighter', 'fire safety']],
  ['DV', 'Diver', ['Commercial Diver', 'Dive Supervisor'], diver, '49-9092.00'],
  ['EM', "Electrician's Mate", ['Electrician', 'Industrial Electrician'], electrician, '47-2111.00'],
  ['ET', 'Electronics Technician', ['Electronics Technician', 'Radio Technician', 'Radar Technician'], [...electronics, 'radio technician'], '17-3023.00'],
  ['GM', "Gunner's Mate", ['Gunsmith', 'Armorer'], gunsmith],
  ['HS', 'Health Services Technician', ['Medical Assistant', 'EMT', 'Pharmacy Technician'], [...emt, 'pharmacy technician'], '31-9092.00'],
  ['IS', 'Intelligence Specialist', ['Intelligence Analyst', 'Research Analyst'], intelligence],
  ['IT', 'Information Systems Technician', ['Network Administrator', 'IT Specialist', 'Help Desk Technician'], [...networkAdmin, ...helpDesk], '15-1244.00'],
  ['ME', 'Maritime Enforcement Specialist', ['Law Enforcement Officer', 'Police Officer', 'Port Security Officer'], [...police, 'port security'], '33-3051.00'],
  ['MK', 'Machinery Technician', ['Diesel Mechanic', 'Marine Mechanic', 'Maintenance Mechanic'], [...marineEngineering, 'maintenance mechanic'], '49-3031.00'],
  ['MST', 'Marine Science Technician', ['Environmental Compliance Inspector', 'Environmental Technician', 'Marine Inspector'], ['environmental compliance', 'environmental technician', 'marine inspector', 'pollution response', 'hazmat'], '19-4042.00'],
  ['OS', 'Operations Specialist', ['Dispatcher', 'Emergency Communications Specialist', '911 Dispatcher'], ['dispatcher', '911 dispatcher', 'emergency communications', 'public safety telecommunicator'], '43-5031.00'],
  ['PA', 'Public Affairs Specialist', ['Public Relations Specialist', 'Communications Specialist', 'Photographer'], publicAffairs, '27-3031.00'],
  ['SK', 'Storekeeper', ['Supply Clerk', 'Inventory Specialist', 'Purchasing Agent'], [...warehouse, 'purchasing', 'procurement'], '43-5071.00'],
  ['YN', 'Yeoman', ['Human Resources Specialist', 'Administrative Assistant', 'Payroll Clerk'], [...hr, 'administrative assistant'], '13-1071.00'],
]);

// Air Force Specialty Codes: enlisted as digit-letter-digit, skill level (X), digit; officers as two digits and a letter.
const airForce = inBranches('Air Force')([
  ['1A8X1', 'Airborne Cryptologic Language Analyst', ['Linguist', 'Interpreter', 'Translator'], linguist, '27-3091.00'],
  ['1B4X1', 'Cyber Warfare Operations', ['Cybersecurity Analyst', 'Penetration Tester', 'Security Engineer'], cybersecurity, '15-1212.00'],
  ['1C0X2', 'Aviation Resource Management', ['Flight Operations Coordinator', 'Aviation Scheduler'], ['flight operations', 'aviation scheduler', 'flight records', 'crew scheduling']],
  ['1C1X1', 'Air Traffic Control', ['Air Traffic Controller'], airTrafficControl, '53-2021.00'],
  ['1C3X1', 'Command Post', ['Emergency Operations Coordinator', 'Dispatcher', 'Operations Center Specialist'], ['operations center', 'emergency operations', 'dispatcher', 'command center']],
  ['1C7X1', 'Airfield Management', ['Airport Operations Specialist', 'Airfield Operations Specialist'], ['airport operations', 'airfield operations', 'airfield management']],
  ['1D7X1', 'Cyber Defense Operations', ['Network Administrator', 'Cybersecurity Analyst', 'Systems Administrator'], [...networkAdmin, 'cybersecurity', 'information security'], '15-1244.00'],
  ['1N0X1', 'All Source Intelligence Analyst', ['Intelligence Analyst', 'Threat Analyst'], intelligence],
  ['1N1X1', 'Geospatial Intelligence', ['Imagery Analyst', 'GIS Analyst'], geospatial],
  ['1N2X1', 'Signals Intelligence', ['Signals Intelligence Analyst', 'Intelligence Analyst'], ['signals intelligence', 'sigint', ...intelligence]],
  ['1N3X1', 'Cryptologic Language Analyst', ['Linguist', 'Interpreter', 'Translator'], linguist, '27-3091.00'],
  ['1P0X1', 'Aircrew Flight Equipment', ['Safety Equipment Technician', 'Life Support Technician'], ['safety equipment', 'life support equipment', 'parachute rigger', 'flight equipment']],
  ['1S0X1', 'Safety', ['Safety Specialist', 'Occupational Health and Safety Specialist'], ['safety specialist', 'safety coordinator', 'osha', 'occupational safety', 'ehs'], '19-5011.00'],
  ['1W0X1', 'Weather', ['Meteorologist', 'Weather Forecaster'], weather, '19-2021.00'],
  ['2A3X3', 'Tactical Aircraft Maintenance', ['Aircraft Mechanic', 'A&P Mechanic'], aircraftMaintenance, '49-3011.00'],
  ['2A5X1', 'Airlift/Special Mission Aircraft Maintenance', ['Aircraft Mechanic', 'A&P Mechanic', 'Aircraft Maintenance Technician'], aircraftMaintenance, '49-3011.00'],
  ['2A6X1', 'Aerospace Propulsion', ['Aircraft Engine Mechanic', 'Powerplant Mechanic', 'A&P Mechanic'], [...aircraftMaintenance, 'jet engine', 'turbine engine'], '49-3011.00'],
  ['2A6X2', 'Aerospace Ground Equipment', ['Ground Support Equipment Mechanic', 'Generator Technician', 'Diesel Mechanic'], ['ground support equipment', 'gse mechanic', 'generator technician', 'diesel mechanic']],
  ['2A6X4', 'Aircraft Fuel Systems', ['Aircraft Fuel Systems Mechanic', 'Aircraft Mechanic'], ['fuel systems', ...aircraftMaintenance], '49-3011.00'],
  ['2A6X5', 'Aircraft Hydraulic Systems', ['Hydraulics Mechanic', 'Aircraft Mechanic'], ['hydraulics', 'hydraulic mechanic', ...aircraftMaintenance], '49-3011.00'],
  ['2A6X6', 'Aircraft Electrical and Environmental Systems', ['Aircraft Electrician', 'Avionics Technician'], avionics, '49-2091.00'],
  ['2A7X3', 'Aircraft Structural Maintenance', ['Aircraft Structures Technician', 'Sheet Metal Mechanic', 'Composite Technician'], ['aircraft structures', 'sheet metal', 'composite technician', 'corrosion control', ...aircraftMaintenance], '49-3011.00'],
  ['2A8X1', 'Mobility Air Forces Integrated Avionics', ['Avionics Technician', 'Aircraft Electrician'], avionics, '49-2091.00'],
  ['2F0X1', 'Fuels', ['Fuel Technician', 'Fuel Truck Driver', 'Fuel Laboratory Technician'], [...fuel, 'aviation fuel']],
  ['2G0X1', 'Logistics Plans', ['Logistics Planner', 'Logistics Coordinator'], ['logistics planner', ...logistics], '13-1081.00'],
  ['2R1X1', 'Maintenance Management Production', ['Maintenance Scheduler', 'Maintenance Planner', 'Production Planner'], [...maintenancePlanning, 'production planner'], '43-5061.00'],
  ['2S0X1', 'Materiel Management', ['Supply Clerk', 'Inventory Specialist', 'Warehouse Associate'], [...warehouse, 'materiel', 'supply chain'], '43-5071.00'],
  ['2T0X1', 'Traffic Management', ['Transportation Coordinator', 'Logistics Coordinator', 'Freight Coordinator'], logistics, '13-1081.00'],
  ['2T1X1', 'Ground Transportation', ['Truck Driver', 'Delivery Driver', 'Bus Driver', 'Fleet Dispatcher'], [...truckDriving, 'bus driver', 'fleet'], '53-3032.00'],
  ['2T2X1', 'Air Transportation', ['Air Cargo Agent', 'Ramp Agent', 'Freight Agent'], ['air cargo', 'cargo agent', 'ramp agent', 'freight agent', 'load planner'], '43-5011.00'],
  ['2T3X1', 'Vehicle and Vehicular Equipment Maintenance', ['Diesel Mechanic', 'Automotive Technician', 'Fleet Mechanic'], dieselMechanic, '49-3031.00'],
  ['2W0X1', 'Munitions Systems', ['Munitions Technician', 'Explosives Handler', 'Inventory Specialist'], munitions],
  ['2W1X1', 'Aircraft Armament Systems', ['Armament Technician', 'Aircraft Mechanic'], ['armament', 'weapons loader', ...aircraftMaintenance]],
  ['3D0X1', 'Knowledge Operations Management', ['Records Manager', 'Administrative Assistant', 'SharePoint Administrator'], ['records management', 'records manager', 'sharepoint', 'knowledge management', 'administrative assistant']],
  ['3D0X2', 'Cyber Systems Operations', ['Systems Administrator', 'Network Administrator', 'Database Administrator'], [...networkAdmin, 'database administrator', 'server administrator'], '15-1244.00'],
  ['3D0X3', 'Cyber Surety', ['Information Security Analyst', 'Cybersecurity Analyst', 'Information Assurance Specialist'], [...cybersecurity, 'information assurance'], '15-1212.00'],
  ['3D0X4', 'Computer Systems Programming', ['Software Developer', 'Programmer', 'Web Developer'], ['software developer', 'software engineer', 'programmer', 'web developer', 'developer'], '15-1252.00'],
  ['3D1X1', 'Client Systems', ['Help Desk Technician', 'Desktop Support Technician', 'IT Specialist'], helpDesk, '15-1232.00'],
  ['3D1X2', 'Cyber Transport Systems', ['Network Technician', 'Network Engineer'], [...networkAdmin, 'cisco', 'ccna'], '15-1231.00'],
  ['3D1X3', 'RF Transmission Systems', ['RF Technician', 'Satellite Technician', 'Radio Technician'], telecom, '49-2022.00'],
  ['3D1X7', 'Cable and Antenna Systems', ['Cable Installer', 'Tower Technician', 'Fiber Optic Technician'], ['cable installer', 'tower technician', 'fiber optic', 'structured cabling', 'antenna'], '49-9052.00'],
  ['3E0X1', 'Electrical Systems', ['Electrician', 'Electrical Technician', 'Lineman'], [...electrician, 'lineman'], '47-2111.00'],
  ['3E0X2', 'Electrical Power Production', ['Generator Technician', 'Power Plant Operator'], ['generator technician', 'power generation', 'power plant', 'generator']],
  ['3E1X1', 'Heating, Ventilation, Air Conditioning and Refrigeration', ['HVAC Technician', 'Refrigeration Mechanic'], hvac, '49-9021.00'],
  ['3E2X1', 'Pavements and Construction Equipment', ['Heavy Equipment Operator', 'Construction Equipment Operator'], heavyEquipment, '47-2073.00'],
  ['3E3X1', 'Structural', ['Carpenter', 'Welder', 'Construction Worker'], [...carpentry, 'welder'], '47-2031.00'],
  ['3E4X1', 'Water and Fuel Systems Maintenance', ['Plumber', 'Water Treatment Operator', 'Pipefitter'], [...plumbing, 'water treatment'], '47-2152.00'],
  ['3E5X1', 'Engineering', ['Engineering Technician', 'Surveying Technician', 'Drafter'], ['engineering technician', 'surveying', 'drafter', 'autocad', 'construction inspector'], '17-3022.00'],
  ['3E6X1', 'Operations Management', ['Facilities Coordinator', 'Work Order Coordinator'], ['facilities coordinator', 'facilities management', 'work order', 'cmms']],
  ['3E7X1', 'Fire Protection', ['Firefighter', 'Fire Inspector'], [...firefighting, 'arff'], '33-2011.00'],
  ['3E8X1', 'Explosive Ordnance Disposal', ['EOD Technician', 'Bomb Technician', 'UXO Technician'], eod],
  ['3E9X1', 'Emergency Management', ['Emergency Management Specialist', 'Emergency Planner'], ['emergency management', 'emergency planner', 'disaster preparedness', 'continuity', 'hazmat'], '11-9161.00'],
  ['3F0X1', 'Personnel', ['Human Resources Specialist', 'HR Assistant'], hr, '13-1071.00'],
  ['3F1X1', 'Services', ['Food Service Manager', 'Lodging Manager', 'Fitness Center Coordinator'], ['food service', 'lodging', 'hospitality', 'fitness center', 'hotel']],
  ['3F2X1', 'Education and Training', ['Training Specialist', 'Training Coordinator'], training, '13-1151.00'],
  ['3F3X1', 'Manpower', ['Management Analyst', 'Workforce Analyst'], ['management analyst', 'workforce analyst', 'workforce planning', 'process improvement'], '13-1111.00'],
  ['3F5X1', 'Administration', ['Administrative Assistant', 'Executive Assistant'], admin, '43-6014.00'],
  ['3N0X6', 'Public Affairs', ['Public Relations Specialist', 'Communications Specialist', 'Photographer'], publicAffairs, '27-3031.00'],
  ['3N1X1', 'Regional Band', ['Musician', 'Music Teacher'], musician, '27-2042.00'],
  ['3P0X1', 'Security Forces', ['Police Officer', 'Security Officer', 'Corrections Officer'], police, '33-3051.00'],
  ['4A0X1', 'Health Services Management', ['Medical Office Manager', 'Patient Access Representative', 'Medical Records Specialist'], ['medical office', 'patient access', 'medical records', 'health information', 'medical billing'], '43-6013.00'],
  ['4A1X1', 'Medical Materiel', ['Medical Supply Technician', 'Inventory Specialist'], ['medical supply', 'supply technician', 'materials management', 'inventory']],
  ['4A2X1', 'Biomedical Equipment', ['Biomedical Equipment Technician'], biomed, '49-9062.00'],
  ['4B0X1', 'Bioenvironmental Engineering', ['Industrial Hygiene Technician', 'Environmental Health and Safety Specialist'], ['industrial hygiene', 'environmental health', 'ehs', 'occupational safety', 'hazmat'], '19-5011.00'],
  ['4C0X1', 'Mental Health Service', ['Mental Health Technician', 'Behavioral Health Technician'], mentalHealth, '29-2053.00'],
  ['4D0X1', 'Diet Therapy', ['Dietetic Technician', 'Diet Aide'], ['dietetic technician', 'dietary aide', 'nutrition', 'diet technician'], '29-2051.00'],
  ['4E0X1', 'Public Health', ['Public Health Technician', 'Health Inspector'], ['public health', 'health inspector', 'food safety inspector', 'epidemiology']],
  ['4H0X1', 'Cardiopulmonary Laboratory', ['Respiratory Therapist', 'Cardiovascular Technician'], ['respiratory therapist', 'cardiopulmonary', 'cardiovascular technician', 'ekg technician'], '29-1126.00'],
  ['4J0X2', 'Physical Medicine', ['Physical Therapy Assistant', 'Physical Therapy Aide'], ['physical therapy', 'physical therapist assistant', 'pta', 'rehabilitation'], '31-2021.00'],
  ['4N0X1', 'Aerospace Medical Service', ['Medical Technician', 'EMT', 'Licensed Practical Nurse', 'Medical Assistant'], [...emt, 'lpn', 'medical technician'], '29-2042.00'],
  ['4N1X1', 'Surgical Service', ['Surgical Technologist', 'Operating Room Technician'], surgicalTech, '29-2055.00'],
  ['4P0X1', 'Pharmacy', ['Pharmacy Technician'], pharmacy, '29-2052.00'],
  ['4R0X1', 'Diagnostic Imaging', ['Radiologic Technologist', 'X-Ray Technician'], radiology, '29-2034.00'],
  ['4T0X1', 'Medical Laboratory', ['Medical Laboratory Technician', 'Phlebotomist'], medicalLab, '29-2012.00'],
  ['4V0X1', 'Ophthalmic', ['Ophthalmic Technician', 'Optician'], ['ophthalmic technician', 'optician', 'optometric technician', 'ophthalmic'], '29-2081.00'],
  ['4Y0X1', 'Dental Assistant', ['Dental Assistant'], dental, '31-9091.00'],
  ['5J0X1', 'Paralegal', ['Paralegal', 'Legal Assistant'], paralegal, '23-2011.00'],
  ['5R0X1', 'Religious Affairs', ['Chaplain Assistant', 'Program Coordinator'], ['chaplain assistant', 'ministry', 'program coordinator']],
  ['6C0X1', 'Contracting', ['Contract Specialist', 'Purchasing Agent', 'Procurement Specialist'], ['contract specialist', 'contracting', 'procurement', 'purchasing agent', 'acquisition specialist'], '13-1023.00'],
  ['6F0X1', 'Financial Management and Comptroller', ['Accounting Technician', 'Budget Analyst', 'Accounting Clerk'], [...finance, 'budget analyst'], '43-3031.00'],
  ['7S0X1', 'Special Investigations', ['Criminal Investigator', 'Special Agent', 'Detective'], investigator, '33-3021.00'],
  ['11M', 'Mobility Pilot', ['Airline Pilot', 'Commercial Pilot', 'Cargo Pilot'], ['airline pilot', 'commercial pilot', 'cargo pilot', 'first officer', 'atp'], '53-2011.00'],
  ['17D', 'Warfighter Communications Officer', ['IT Manager', 'Network Operations Manager'], ['it manager', 'network operations', 'infrastructure manager', 'it director'], '11-3021.00'],
  ['21R', 'Logistics Readiness Officer', ['Logistics Manager', 'Supply Chain Manager'], ['logistics manager', 'supply chain manager', 'logistics', 'supply chain'], '11-3071.04'],
  ['31P', 'Security Forces Officer', ['Security Manager', 'Police Lieutenant'], ['security manager', 'security director', 'law enforcement', 'loss prevention manager']],
  ['32E', 'Civil Engineer', ['Civil Engineer', 'Facilities Engineer', 'Project Engineer'], ['civil engineer', 'facilities engineer', 'project engineer', 'construction manager'], '17-2051.00'],
  ['38F', 'Force Support Officer', ['Human Resources Manager', 'Services Manager'], ['human resources manager', 'hr manager', 'hospitality manager', 'human resources'], '11-3121.00'],
]);

// Codes Guardians hold: the Space Force's own specialty codes, and the space, cyber,
// intelligence and acquisition codes that transferred with members from the Air Force.
const spaceForce = inBranches('Space Force')([
  ['5C0X1', 'Cyber Operations', ['Cybersecurity Analyst', 'Network Administrator', 'Security Engineer'], [...cybersecurity, 'network administrator'], '15-1212.00'],
  ['5I0X1', 'Intelligence', ['Intelligence Analyst', 'Threat Analyst'], intelligence],
  ['5S0X1', 'Space Systems Operations', ['Satellite Operator', 'Space Systems Operator', 'Operations Center Specialist'], ['satellite operations', 'satellite operator', 'space operations', 'ground station', 'mission operations']],
]);

const airAndSpaceForce = inBranches('Air Force', 'Space Force')([
  ['1C6X1', 'Space Systems Operations', ['Satellite Operator', 'Space Systems Operator', 'Operations Center Specialist'], ['satellite operations', 'satellite operator', 'space operations', 'ground station', 'mission operations']],
  ['13S', 'Space Operations Officer', ['Satellite Operations Manager', 'Space Systems Engineer', 'Mission Operations Manager'], ['satellite operations', 'space operations', 'mission operations', 'space systems', 'aerospace']],
  ['14N', 'Intelligence Officer', ['Intelligence Analyst', 'Intelligence Manager', 'Threat Intelligence Lead'], ['intelligence manager', 'threat intelligence', ...intelligence]],
  ['17S', 'Cyberspace Effects Operations Officer', ['Cybersecurity Manager', 'Security Engineer', 'Penetration Tester'], [...cybersecurity, 'cybersecurity manager']],
  ['62E', 'Developmental Engineer', ['Systems Engineer', 'Aerospace Engineer', 'Electrical Engineer'], ['systems engineer', 'aerospace engineer', 'electrical engineer', 'test engineer', 'design engineer']],
  ['63A', 'Acquisition Manager', ['Program Manager', 'Project Manager', 'Contracts Manager'], ['program manager', 'project manager', 'acquisition manager', 'pmp', 'contracts manager']],
]);

/** Every occupation of the crosswalk, by branch in the order of `militaryBranches`. */
export const militaryOccupations: readonly MilitaryOccupation[] = [
  ...army,
  ...navy,
  ...airForce,
  ...airAndSpaceForce,
  ...marines,
  ...coastGuard,
  ...spaceForce,
];
