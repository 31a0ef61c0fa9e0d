/**
 * The job-language dictionary: the things job ads and resumes name in many ways (licences,
 * certifications, degrees, job titles, tools, skills), each as one concept with the ways people
 * write it. Data, not code: an entry names its forms, the broader concepts it meets ("Class A CDL"
 * meets "CDL"; a master's degree meets a bachelor's) and the facts it rests on.
 *
 * Forms are matched as whole words in order, plural or singular ("registered nurses"), the longest
 * first: "CNC Programmer" is a machinist's title before "programmer" is a software one.
 * A form that means one thing only in some company ("PT" is part-time as often as physical
 * therapy, "MS" is Microsoft as often as a master's) is left out on purpose.
 */

export type ConceptKind = 'credential' | 'degree' | 'title' | 'skill' | 'tool';

export interface Concept {
  id: string;
  /** How suggestions show it. */
  label: string;
  kind: ConceptKind;
  /** The ways it is written; the first is the usual one. */
  forms: readonly string[];
  /** Broader concepts (ids) or plain words it also counts as. */
  implies?: readonly string[];
  /**
   * What having done it shows, for matching a resume only: a cashier's years are customer service
   * experience, though a cashier job is no customer service job to someone searching for one.
   */
  shows?: readonly string[];
  /** Why the forms mean the same thing and what the entry must not be confused with. */
  facts: string;
}

export const concepts: readonly Concept[] = [
  // Healthcare
  { id: 'nurse', label: 'Nurse', kind: 'title', forms: ['nurse', 'nursing'], facts: 'Any nursing role; a licence level (RN, LPN) is narrower. Nursery (plants, childcare) is another word.' },
  { id: 'rn', label: 'Registered Nurse (RN)', kind: 'credential', forms: ['rn', 'registered nurse', 'rn license', 'rn licensure', 'charge nurse', 'staff nurse'], implies: ['nurse'], facts: 'An RN is licensed by a state board after the NCLEX-RN. An LPN/LVN holds a different, narrower licence and does not meet an RN requirement. Charge and staff nurses are RNs.' },
  { id: 'lpn', label: 'Licensed Practical Nurse (LPN/LVN)', kind: 'credential', forms: ['lpn', 'lvn', 'licensed practical nurse', 'licensed vocational nurse', 'lpn license', 'lvn license'], implies: ['nurse'], facts: 'LPN (LVN in California and Texas) is licensed after the NCLEX-PN: not an RN.' },
  { id: 'nurse-practitioner', label: 'Nurse Practitioner (NP)', kind: 'credential', forms: ['nurse practitioner', 'aprn', 'fnp', 'family nurse practitioner'], implies: ['rn', 'nurse'], facts: 'An advanced-practice RN with a graduate degree.' },
  { id: 'cna', label: 'Certified Nursing Assistant (CNA)', kind: 'credential', forms: ['cna', 'certified nursing assistant', 'certified nurse aide', 'certified nurse assistant', 'nursing assistant', 'nurse aide', 'stna'], facts: 'State-certified aide after a short approved course; not a nurse licence (not RN or LPN).' },
  { id: 'medical-assistant', label: 'Medical Assistant', kind: 'title', forms: ['medical assistant', 'certified medical assistant', 'rma', 'registered medical assistant'], facts: 'Clinic assistant (CMA/RMA credentials); not a nursing assistant.' },
  { id: 'home-health-aide', label: 'Home Health Aide', kind: 'title', forms: ['home health aide', 'hha', 'home care aide', 'personal care aide', 'caregiver', 'caregiving'], facts: 'Personal care in the patient\'s home; HHA certification is federal for Medicare agencies.' },
  { id: 'patient-care-technician', label: 'Patient Care Technician', kind: 'title', forms: ['patient care technician', 'patient care tech', 'pct'], facts: 'Hospital aide with phlebotomy and EKG duties.' },
  { id: 'phlebotomy', label: 'Phlebotomy', kind: 'skill', forms: ['phlebotomy', 'phlebotomist', 'venipuncture', 'blood draw', 'drew blood', 'draw blood', 'drawing blood'], facts: 'Drawing blood (venipuncture).' },
  { id: 'ekg', label: 'EKG / ECG', kind: 'skill', forms: ['ekg', 'ecg', 'electrocardiogram', 'electrocardiography', '12 lead', '12 lead ekg', '12 lead ecg'], facts: 'Recording the heart\'s electrical activity; EKG and ECG are one test.' },
  { id: 'patient-care', label: 'Patient care', kind: 'skill', forms: ['patient care', 'direct patient care', 'bedside care', 'clinical care'], facts: 'Hands-on care of patients.' },
  { id: 'acute-care', label: 'Acute care', kind: 'skill', forms: ['acute care', 'hospital acute care', 'icu', 'intensive care', 'intensive care unit', 'critical care', 'micu', 'sicu', 'cvicu', 'nicu', 'picu', 'emergency department', 'emergency room', 'med surg', 'medical surgical', 'telemetry', 'telemetry unit', 'step down', 'step down unit', 'progressive care', 'trauma unit'], implies: ['patient-care'], facts: 'Hospital care of the acutely ill: ICU, emergency department, med-surg, telemetry, step-down. A clinic, school or long-term care is not acute care.' },
  { id: 'emt', label: 'Emergency Medical Technician (EMT)', kind: 'credential', forms: ['emt', 'emergency medical technician', 'emt b', 'emt basic', 'nremt', 'medic', 'combat medic', 'army medic', 'ems'], facts: 'State/NREMT certification for basic emergency care; a medic works in emergency medical services. "Medical" is another word.' },
  { id: 'paramedic', label: 'Paramedic', kind: 'credential', forms: ['paramedic', 'emt p', 'nrp', 'flight paramedic'], implies: ['emt'], facts: 'The highest EMS level; a paramedic is certified beyond EMT.' },
  { id: 'cpr', label: 'CPR', kind: 'credential', forms: ['cpr', 'cardiopulmonary resuscitation', 'cpr certification', 'cpr certified'], facts: 'Cardiopulmonary resuscitation card (AHA, Red Cross).' },
  { id: 'bls', label: 'Basic Life Support (BLS)', kind: 'credential', forms: ['bls', 'basic life support', 'bls certification'], implies: ['cpr'], facts: 'The healthcare provider CPR course: it includes CPR, a plain CPR card is not BLS.' },
  { id: 'acls', label: 'ACLS', kind: 'credential', forms: ['acls', 'advanced cardiac life support'], implies: ['bls', 'cpr'], facts: 'Requires a current BLS.' },
  { id: 'pals', label: 'PALS', kind: 'credential', forms: ['pals', 'pediatric advanced life support'], facts: 'Pediatric advanced life support.' },
  { id: 'first-aid', label: 'First aid', kind: 'credential', forms: ['first aid', 'first aid certification'], facts: 'First aid card; often paired with CPR but not the same course.' },
  { id: 'ehr', label: 'Electronic health records (EHR)', kind: 'tool', forms: ['ehr', 'emr', 'electronic health record', 'electronic medical record', 'health record', 'medical record', 'ehr system', 'emr system', 'charting system'], facts: 'EHR and EMR are used alike in job ads.' },
  { id: 'epic', label: 'Epic', kind: 'tool', forms: ['epic', 'epic systems', 'epic ehr', 'epic emr'], implies: ['ehr'], facts: 'Epic Systems\' EHR.' },
  { id: 'cerner', label: 'Cerner', kind: 'tool', forms: ['cerner', 'oracle cerner', 'cerner ehr', 'cerner powerchart'], implies: ['ehr'], facts: 'Cerner (Oracle Health) EHR.' },
  { id: 'ccrn', label: 'CCRN', kind: 'credential', forms: ['ccrn'], facts: 'Critical care nursing certification (AACN).' },
  { id: 'cen', label: 'CEN', kind: 'credential', forms: ['cen'], facts: 'Emergency nursing certification (BCEN).' },
  { id: 'pharmacy-technician', label: 'Pharmacy Technician', kind: 'title', forms: ['pharmacy technician', 'pharmacy tech', 'cpht', 'certified pharmacy technician'], facts: 'PTCB or NHA certified pharmacy technician.' },
  { id: 'physical-therapy', label: 'Physical therapy', kind: 'skill', forms: ['physical therapy', 'physiotherapy'], facts: 'PT the abbreviation is left out: it is part-time as often.' },
  { id: 'physical-therapist', label: 'Physical Therapist', kind: 'credential', forms: ['physical therapist', 'physiotherapist', 'licensed physical therapist', 'dpt', 'doctor of physical therapy'], implies: ['physical-therapy'], facts: 'A licensed therapist (a DPT today). An assistant (PTA) or aide holds no therapist licence.' },
  { id: 'physical-therapist-assistant', label: 'Physical Therapist Assistant (PTA)', kind: 'credential', forms: ['physical therapist assistant', 'pta', 'licensed physical therapist assistant'], implies: ['physical-therapy'], facts: 'Licensed assistant to a physical therapist: not the therapist licence.' },
  { id: 'medical-billing', label: 'Medical billing and coding', kind: 'skill', forms: ['medical billing', 'medical biller', 'insurance billing', 'revenue cycle', 'medical coding', 'medical coder', 'certified professional coder', 'cpc', 'icd 10', 'icd10', 'cpt coding', 'medical billing and coding'], facts: 'Coding visits (ICD-10, CPT; AAPC CPC) and billing payers are one revenue-cycle trade: coders submit the claims they code.' },

  // Driving and logistics
  { id: 'cdl', label: 'Commercial driver\'s license (CDL)', kind: 'credential', forms: ['cdl', 'commercial driver license', 'commercial drivers license', 'commercial driving license', 'cdl license'], implies: ['drive'], facts: 'A CDL of any class.' },
  { id: 'cdl-a', label: 'Class A CDL', kind: 'credential', forms: ['class a cdl', 'cdl class a', 'cdl a', 'class a commercial driver license', 'class a commercial drivers license', 'class a license', 'class a driver', 'commercial driver license class a', 'commercial drivers license class a', 'cdl license class a'], implies: ['cdl', 'tractor-trailer', 'truck-driver', 'drive'], facts: 'Class A covers combinations over 26,000 lb (tractor-trailers). A Class B licence does not meet it.' },
  { id: 'cdl-b', label: 'Class B CDL', kind: 'credential', forms: ['class b cdl', 'cdl class b', 'cdl b', 'class b commercial driver license', 'class b commercial drivers license', 'class b license', 'commercial driver license class b', 'commercial drivers license class b', 'cdl license class b'], implies: ['cdl', 'drive'], facts: 'Class B covers single vehicles over 26,000 lb (box trucks, buses); not tractor-trailers.' },
  { id: 'cdl-driver', label: 'CDL Driver', kind: 'title', forms: ['cdl driver', 'commercial driver', 'commercial truck driver'], implies: ['cdl', 'truck-driver', 'drive'], facts: 'Drives a commercial vehicle with a CDL: truck driving.' },
  { id: 'tractor-trailer', label: 'Tractor-trailer driving', kind: 'skill', forms: ['tractor trailer', 'tractor trailer driver', 'tractor trailer driving', 'semi truck', 'semi driver', 'big rig', '18 wheeler', 'otr', 'over the road'], implies: ['truck-driver', 'drive'], facts: 'Driving a tractor with a semi-trailer (a Class A combination); a straight truck (Class B) is not one.' },
  { id: 'truck-driver', label: 'Truck Driver', kind: 'title', forms: ['truck driver', 'truck driving', 'commercial driving', 'trucker', 'trucking', 'otr driver',  'regional driver', 'local driver'], implies: ['drive'], facts: 'Commercial truck driving.' },
  { id: 'delivery-driver', label: 'Delivery Driver', kind: 'title', forms: ['delivery driver', 'route driver', 'route sales driver', 'courier', 'delivery route'], implies: ['drive'], facts: 'Local delivery routes.' },
  { id: 'eld', label: 'Electronic logging device (ELD)', kind: 'tool', forms: ['eld', 'electronic logging device', 'elog', 'e log', 'electronic log', 'electronic logbook', 'keeptruckin', 'samsara', 'omnitracs', 'peoplenet'], facts: 'FMCSA-mandated hours-of-service logs; KeepTruckin (Motive), Samsara, Omnitracs and PeopleNet make them.' },
  { id: 'hazmat', label: 'Hazmat endorsement', kind: 'credential', forms: ['hazmat', 'hazmat endorsement', 'hazardous materials endorsement', 'h endorsement'], facts: 'CDL H endorsement for hazardous materials.' },
  { id: 'tanker', label: 'Tanker endorsement', kind: 'credential', forms: ['tanker endorsement', 'n endorsement', 'tanker'], facts: 'CDL N endorsement.' },
  { id: 'dot-medical-card', label: 'DOT medical card', kind: 'credential', forms: ['dot medical card', 'dot medical certificate', 'dot physical', 'medical examiner certificate', 'dot card'], facts: 'Required to drive commercial vehicles.' },
  { id: 'clean-driving-record', label: 'Clean driving record', kind: 'credential', forms: ['clean driving record', 'driving record', 'motor vehicle record', 'mvr', 'clean mvr', 'no moving violations', 'no moving violation', 'no violations', 'no accidents', 'accident free', 'no tickets', 'no tickets or accidents'], facts: 'The record asked for, not the driving itself; "no moving violations" or "accident-free" describes a clean one. A criminal record is another thing.' },
  { id: 'forklift', label: 'Forklift', kind: 'skill', forms: ['forklift', 'fork lift', 'lift truck', 'powered industrial truck', 'forklift operator', 'forklift driver', 'forklift certification', 'forklift certified'], facts: 'OSHA 1910.178 powered industrial trucks.' },
  { id: 'reach-truck', label: 'Reach truck', kind: 'skill', forms: ['reach truck', 'order picker', 'stand up forklift', 'cherry picker'], implies: ['forklift'], facts: 'Narrow-aisle forklifts: a kind of forklift.' },
  { id: 'pallet-jack', label: 'Pallet jack', kind: 'skill', forms: ['pallet jack', 'electric pallet jack', 'walkie rider'], facts: 'A pallet jack is not a forklift.' },
  { id: 'warehouse', label: 'Warehouse', kind: 'skill', forms: ['warehouse', 'distribution center', 'fulfillment center', 'material handler', 'material handling', 'shipping and receiving'], facts: 'Warehouse and distribution work.' },
  { id: 'manual-lifting', label: 'Lifting and carrying', kind: 'skill', forms: ['lift', 'lifting', 'lifted', 'heavy lifting', 'carry', 'carrying', 'carried', 'unload', 'unloading', 'unloaded', 'loaded and unloaded'], facts: 'Physical handling of loads, as in "lift 50 lbs"; a lift truck is a forklift.' },
  { id: 'wms', label: 'Warehouse management system (WMS)', kind: 'tool', forms: ['wms', 'warehouse management system', 'manhattan wms', 'sap ewm'], facts: 'Inventory software in warehouses.' },
  { id: 'rf-scanner', label: 'RF scanner', kind: 'tool', forms: ['rf scanner', 'rf gun', 'handheld scanner', 'barcode scanner'], facts: 'Handheld scanning in warehouses.' },
  { id: 'inventory', label: 'Inventory control', kind: 'skill', forms: ['inventory', 'inventory control', 'inventory management', 'cycle count', 'cycle counting', 'stock control'], facts: 'Counting and tracking stock.' },
  { id: 'dispatch', label: 'Dispatch', kind: 'skill', forms: ['dispatch', 'dispatcher', 'dispatching', 'fleet dispatch', 'fleet dispatcher'], facts: 'Routing drivers or responders.' },
  { id: 'emergency-dispatch', label: 'Emergency (911) dispatch', kind: 'title', forms: ['911 dispatch', '911 dispatcher', 'emergency dispatch', 'emergency dispatcher', 'public safety dispatcher', 'police dispatcher', 'telecommunicator'], implies: ['dispatch'], facts: 'Public-safety call taking and radio dispatch; fleet dispatch routes trucks instead.' },
  { id: 'logistics', label: 'Logistics', kind: 'skill', forms: ['logistics', 'supply chain', 'supply chain management', 'transportation management'], facts: 'Moving goods; supply chain is the broader name used alike in ads.' },
  { id: 'routing-software', label: 'Routing software', kind: 'tool', forms: ['routing software', 'route planning software', 'route optimization', 'descartes', 'roadnet', 'route4me', 'routific', 'onfleet'], facts: 'Route planning tools (Descartes, Roadnet, Route4Me, Routific, Onfleet).' },

  // Trades and manufacturing
  { id: 'osha', label: 'OSHA safety training', kind: 'credential', forms: ['osha', 'osha training', 'osha certification', 'osha certified', 'osha card'], facts: 'OSHA Outreach training.' },
  { id: 'osha-10', label: 'OSHA 10', kind: 'credential', forms: ['osha 10', 'osha 10 hour', 'osha10'], implies: ['osha'], facts: 'The 10-hour card; it does not meet an OSHA 30 requirement.' },
  { id: 'osha-30', label: 'OSHA 30', kind: 'credential', forms: ['osha 30', 'osha 30 hour', 'osha30'], implies: ['osha-10', 'osha'], facts: 'The 30-hour card for supervisors; it covers the 10-hour course.' },
  { id: 'hvac', label: 'HVAC', kind: 'skill', forms: ['hvac', 'hvacr', 'hvac r', 'heating ventilation and air conditioning', 'heating and air conditioning', 'heating and cooling'], facts: 'Heating, ventilation, air conditioning (and refrigeration).' },
  { id: 'epa-608', label: 'EPA 608 certification', kind: 'credential', forms: ['epa 608', 'epa section 608', 'section 608', 'epa 608 type i', 'epa 608 type ii', 'epa 608 type iii'], facts: 'Federal refrigerant handling certification for HVAC technicians.' },
  { id: 'epa-608-universal', label: 'EPA 608 Universal', kind: 'credential', forms: ['epa 608 universal', 'epa universal', 'universal epa', '608 universal', 'epa section 608 universal'], implies: ['epa-608'], facts: 'Universal covers types I, II and III; one type is not Universal.' },
  { id: 'electrician', label: 'Electrician', kind: 'title', forms: ['electrician', 'electrical apprentice', 'electrician apprentice', 'electrical technician'], facts: 'Licensed electrical trade.' },
  { id: 'journeyman-electrician', label: 'Journeyman Electrician', kind: 'credential', forms: ['journeyman electrician', 'journeyman electrical license', 'journeyman license'], implies: ['electrician'], facts: 'State licence after an apprenticeship (about 8,000 hours).' },
  { id: 'master-electrician', label: 'Master Electrician', kind: 'credential', forms: ['master electrician', 'master electrical license'], implies: ['journeyman-electrician', 'electrician'], facts: 'The licence above journeyman.' },
  { id: 'nec', label: 'National Electrical Code (NEC)', kind: 'skill', forms: ['nec', 'national electrical code'], facts: 'NFPA 70.' },
  { id: 'plumbing', label: 'Plumbing', kind: 'skill', forms: ['plumbing', 'plumber', 'licensed plumber', 'journeyman plumber', 'master plumber', 'pipefitting', 'pipefitter'], facts: 'The plumbing trade.' },
  { id: 'welding', label: 'Welding', kind: 'skill', forms: ['welding', 'welder', 'weld', 'structural welding', 'pipe welding', 'metal fabrication'], facts: 'Joining metal.' },
  { id: 'mig', label: 'MIG welding', kind: 'skill', forms: ['mig', 'gmaw', 'mig welding'], implies: ['welding'], facts: 'Gas metal arc welding.' },
  { id: 'tig', label: 'TIG welding', kind: 'skill', forms: ['tig', 'gtaw', 'tig welding'], implies: ['welding'], facts: 'Gas tungsten arc welding.' },
  { id: 'stick-welding', label: 'Stick welding', kind: 'skill', forms: ['stick welding', 'smaw'], implies: ['welding'], facts: 'Shielded metal arc welding.' },
  { id: 'flux-core', label: 'Flux-core welding', kind: 'skill', forms: ['flux core', 'fcaw', 'flux cored'], implies: ['welding'], facts: 'Flux-cored arc welding.' },
  { id: 'welding-certification', label: 'Welding certification', kind: 'credential', forms: ['aws d1.1', 'aws d1 1', 'aws d1', 'aws certified welder', 'aws welding certification', 'certified welder', 'welding certification', 'asme section ix', '6g certification', '6g'], implies: ['welding'], facts: 'American Welding Society (AWS D1.1) or ASME IX test; AWS alone is also Amazon Web Services, so it needs the code or the word welder.' },
  { id: 'blueprint-reading', label: 'Blueprint reading', kind: 'skill', forms: ['blueprint', 'blueprint reading', 'read blueprints', 'technical drawings', 'schematics', 'shop drawings'], facts: 'Reading drawings.' },
  { id: 'cnc', label: 'CNC machining', kind: 'skill', forms: ['cnc', 'computer numerical control', 'cnc machining', 'cnc machine'], implies: ['machinist'], facts: 'Computer-controlled machine tools: machining work.' },
  { id: 'cnc-programmer', label: 'CNC Programmer', kind: 'title', forms: ['cnc programmer', 'cnc programming', 'g code', 'gcode', 'cam programming', 'mastercam'], implies: ['cnc'], facts: 'Programs machine tools: not a software developer.' },
  { id: 'machinist', label: 'Machinist', kind: 'title', forms: ['machinist', 'machining', 'machine shop'], facts: 'Metal cutting trade; a production machine operator tends machines without machining.' },
  { id: 'production-worker', label: 'Production worker', kind: 'title', forms: ['production worker', 'production associate', 'factory worker', 'manufacturing associate', 'assembly line', 'assembler', 'assembly worker', 'machine operator', 'line worker'], facts: 'Factory floor work: assembling and tending machines.' },
  { id: 'carpentry', label: 'Carpentry', kind: 'skill', forms: ['carpentry', 'carpenter', 'framing', 'finish carpentry', 'rough carpentry'], facts: 'Wood construction.' },
  { id: 'construction', label: 'Construction', kind: 'skill', forms: ['construction', 'construction site', 'job site', 'jobsite', 'general contractor'], facts: 'Building sites.' },
  { id: 'laborer', label: 'Laborer', kind: 'title', forms: ['laborer', 'labourer', 'general labor', 'general laborer', 'construction laborer'], facts: 'Entry-level site work.' },
  { id: 'quality-control', label: 'Quality control', kind: 'skill', forms: ['quality control', 'qc', 'quality inspection', 'quality inspector'], facts: 'Inspecting product.' },
  { id: 'quality-assurance', label: 'Quality assurance (QA)', kind: 'skill', forms: ['quality assurance', 'qa', 'software testing', 'test automation', 'qa testing'], facts: 'Testing, usually of software in job ads.' },
  { id: 'six-sigma', label: 'Six Sigma', kind: 'credential', forms: ['six sigma', 'lean six sigma', '6 sigma', 'green belt', 'black belt', 'yellow belt'], facts: 'Process improvement belts.' },
  { id: 'lean', label: 'Lean manufacturing', kind: 'skill', forms: ['lean manufacturing', '5s', 'kaizen', 'continuous improvement'], facts: 'Toyota production system methods.' },
  { id: 'maintenance', label: 'Maintenance', kind: 'skill', forms: ['maintenance', 'preventive maintenance', 'preventative maintenance', 'facilities maintenance', 'industrial maintenance', 'building maintenance', 'handyman', 'maintenance worker', 'maintenance technician'], facts: 'Keeping equipment and buildings running.' },
  { id: 'mechanic', label: 'Mechanic', kind: 'title', forms: ['mechanic', 'diesel mechanic', 'diesel technician', 'auto mechanic', 'automotive technician', 'fleet mechanic', 'ase', 'ase certified', 'ase certification'], facts: 'Vehicle repair; ASE certifies it.' },

  // Technology
  { id: 'software-developer', label: 'Software Developer', kind: 'title', forms: ['software developer', 'developer', 'software engineer', 'software engineering', 'software development', 'programmer', 'software programmer', 'computer programmer', 'computer programming', 'coder', 'full stack developer', 'web developer', 'swe', 'application developer'], facts: 'Developer, programmer and software engineer are used alike in ads; a CNC programmer is not one.' },
  { id: 'javascript', label: 'JavaScript', kind: 'skill', forms: ['javascript', 'js', 'ecmascript', 'es6'], facts: 'Not Java: a different language.' },
  { id: 'typescript', label: 'TypeScript', kind: 'skill', forms: ['typescript', 'ts'], implies: ['javascript'], facts: 'A typed superset of JavaScript.' },
  { id: 'java', label: 'Java', kind: 'skill', forms: ['java', 'java se', 'java ee', 'j2ee'], facts: 'Not JavaScript.' },
  { id: 'python', label: 'Python', kind: 'skill', forms: ['python', 'python3'], facts: 'The language.' },
  { id: 'csharp', label: 'C#', kind: 'skill', forms: ['csharp', 'c sharp'], facts: 'Microsoft\'s language.' },
  { id: 'dotnet', label: '.NET', kind: 'skill', forms: ['dotnet', 'dot net', 'asp net', 'aspnet', 'net core'], facts: 'Microsoft\'s platform.' },
  { id: 'cplusplus', label: 'C++', kind: 'skill', forms: ['cplusplus', 'cpp'], facts: 'Not C#.' },
  { id: 'react', label: 'React', kind: 'skill', forms: ['react', 'reactjs', 'react js', 'react native'], implies: ['javascript'], facts: 'React is written in JavaScript.' },
  { id: 'node', label: 'Node.js', kind: 'skill', forms: ['nodejs', 'node js', 'node'], implies: ['javascript'], facts: 'JavaScript on the server.' },
  { id: 'sql', label: 'SQL', kind: 'skill', forms: ['sql', 'tsql', 't sql', 'pl sql', 'mysql', 'postgresql', 'postgres', 'sql server', 'microsoft sql server', 'oracle database'], implies: ['relational-database'], facts: 'Relational query language; the named databases are queried with it.' },
  { id: 'relational-database', label: 'Relational databases', kind: 'skill', forms: ['relational database', 'relational databases', 'rdbms', 'relational database management system'], facts: 'Databases queried with SQL (MySQL, PostgreSQL, SQL Server, Oracle): working in SQL is working with one.' },
  { id: 'code-review', label: 'Code review', kind: 'skill', forms: ['code review', 'code reviews', 'pull request', 'pull requests', 'merge request', 'merge requests', 'peer code review'], facts: 'Reviewing changes before they merge, on pull or merge requests.' },
  { id: 'mongodb', label: 'MongoDB', kind: 'tool', forms: ['mongodb', 'mongo'], facts: 'A document database.' },
  { id: 'aws-cloud', label: 'Amazon Web Services (AWS)', kind: 'tool', forms: ['aws', 'amazon web services', 'ec2', 'amazon ec2', 'ecs', 'amazon ecs', 's3', 'amazon s3', 'aws lambda', 'cloudformation', 'dynamodb', 'aws cloud'], implies: ['cloud'], facts: 'Amazon\'s cloud; the welding society\'s AWS certificate is its own entry.' },
  { id: 'azure', label: 'Microsoft Azure', kind: 'tool', forms: ['azure', 'microsoft azure'], implies: ['cloud'], facts: 'Microsoft\'s cloud.' },
  { id: 'gcp', label: 'Google Cloud', kind: 'tool', forms: ['gcp', 'google cloud', 'google cloud platform'], implies: ['cloud'], facts: 'Google\'s cloud.' },
  { id: 'cloud', label: 'Cloud computing', kind: 'skill', forms: ['cloud', 'cloud computing', 'cloud infrastructure'], facts: 'Hosted infrastructure.' },
  { id: 'docker', label: 'Docker', kind: 'tool', forms: ['docker', 'containerization'], facts: 'Containers.' },
  { id: 'kubernetes', label: 'Kubernetes', kind: 'tool', forms: ['kubernetes', 'k8s', 'eks', 'aks', 'gke'], facts: 'Container orchestration.' },
  { id: 'ci-cd', label: 'CI/CD', kind: 'skill', forms: ['ci cd', 'cicd', 'continuous integration', 'continuous delivery', 'continuous deployment', 'jenkins', 'github actions'], facts: 'Build and deploy pipelines.' },
  { id: 'git', label: 'Git', kind: 'tool', forms: ['git', 'github', 'gitlab', 'bitbucket', 'version control'], facts: 'Version control.' },
  { id: 'linux', label: 'Linux', kind: 'skill', forms: ['linux', 'unix', 'red hat', 'rhel', 'ubuntu', 'linuxplus'], facts: 'Unix-like systems.' },
  { id: 'active-directory', label: 'Active Directory', kind: 'tool', forms: ['active directory', 'ad ds', 'entra id', 'azure ad'], facts: 'Windows directory service.' },
  { id: 'networking', label: 'Networking', kind: 'skill', forms: ['networking', 'network engineering', 'network engineer', 'tcp ip', 'routing and switching', 'lan wan', 'network administration'], implies: ['information-technology'], facts: 'Computer networks.' },
  { id: 'ccna', label: 'CCNA', kind: 'credential', forms: ['ccna', 'cisco certified network associate'], implies: ['networking'], facts: 'Cisco associate certification.' },
  { id: 'ccnp', label: 'CCNP', kind: 'credential', forms: ['ccnp', 'cisco certified network professional'], implies: ['ccna', 'networking'], facts: 'Cisco professional certification.' },
  { id: 'comptia-a-plus', label: 'CompTIA A+', kind: 'credential', forms: ['aplus', 'comptia a', 'comptia aplus'], facts: 'Entry IT support certification.' },
  { id: 'comptia-network-plus', label: 'CompTIA Network+', kind: 'credential', forms: ['networkplus', 'comptia network', 'comptia networkplus'], implies: ['networking'], facts: 'Networking certification.' },
  { id: 'comptia-security-plus', label: 'CompTIA Security+', kind: 'credential', forms: ['securityplus', 'comptia security', 'comptia securityplus'], implies: ['cybersecurity'], facts: 'DoD 8570 baseline security certification.' },
  { id: 'cissp', label: 'CISSP', kind: 'credential', forms: ['cissp'], implies: ['cybersecurity'], facts: 'ISC2 security certification.' },
  { id: 'information-technology', label: 'Information technology (IT)', kind: 'skill', forms: ['information technology', 'infotech', 'infotech department', 'infotech specialist'], facts: '"IT" in capitals is the field; "it" is a pronoun (the tokenizer tells them apart by case).' },
  { id: 'cybersecurity', label: 'Cybersecurity', kind: 'skill', forms: ['cybersecurity', 'cyber security', 'information security', 'infosec', 'network security', 'security operations', 'soc', 'incident response'], implies: ['information-technology'], facts: 'Security of systems; a security guard is another job.' },
  { id: 'siem', label: 'SIEM', kind: 'tool', forms: ['siem', 'splunk', 'qradar', 'microsoft sentinel', 'elastic siem'], implies: ['cybersecurity'], facts: 'Security event tools.' },
  { id: 'it-support', label: 'IT support / help desk', kind: 'skill', forms: ['help desk', 'helpdesk', 'service desk', 'infotech support', 'technical support', 'tech support', 'desktop support', 'infotech helpdesk', 'infotech help desk'], implies: ['information-technology'], facts: 'Supporting computer users: help desk and service desk are the same work.' },
  { id: 'ticketing', label: 'Ticketing system', kind: 'tool', forms: ['ticketing system', 'ticketing', 'servicenow', 'jira service management', 'freshdesk'], facts: 'Tools for support queues.' },
  { id: 'salesforce', label: 'Salesforce', kind: 'tool', forms: ['salesforce', 'sfdc', 'salesforce crm'], implies: ['crm'], facts: 'The CRM.' },
  { id: 'zendesk', label: 'Zendesk', kind: 'tool', forms: ['zendesk'], implies: ['ticketing'], facts: 'Support ticketing.' },
  { id: 'hubspot', label: 'HubSpot', kind: 'tool', forms: ['hubspot'], implies: ['crm'], facts: 'Marketing and CRM suite.' },
  { id: 'crm', label: 'CRM', kind: 'tool', forms: ['crm', 'customer relationship management', 'crm software'], facts: 'Customer relationship tools.' },
  { id: 'excel', label: 'Microsoft Excel', kind: 'tool', forms: ['excel', 'microsoft excel', 'ms excel', 'spreadsheet', 'spreadsheets', 'google sheets'], facts: 'Spreadsheets.' },
  { id: 'microsoft-office', label: 'Microsoft Office', kind: 'tool', forms: ['microsoft office', 'ms office', 'office 365', 'microsoft 365', 'm365', 'o365', 'office suite'], facts: 'The Office suite.' },
  { id: 'data-analysis', label: 'Data analysis', kind: 'skill', forms: ['data analysis', 'data analyst', 'data analytics', 'analytics', 'business intelligence', 'bi', 'data visualization'], facts: 'Analysing data.' },
  { id: 'tableau', label: 'Tableau', kind: 'tool', forms: ['tableau'], implies: ['data-analysis'], facts: 'BI tool.' },
  { id: 'power-bi', label: 'Power BI', kind: 'tool', forms: ['power bi', 'powerbi'], implies: ['data-analysis'], facts: 'Microsoft BI tool.' },
  { id: 'system-administration', label: 'Systems administration', kind: 'skill', forms: ['system administrator', 'systems administrator', 'sysadmin', 'system administration', 'systems administration'], implies: ['information-technology'], facts: 'Running servers.' },

  // Service, retail, food
  { id: 'customer-service', label: 'Customer service', kind: 'skill', forms: ['customer service', 'customer support', 'customer care', 'client service', 'guest service', 'call center', 'contact center', 'customer service representative', 'csr', 'customer facing', 'customer success'], facts: 'Serving customers directly; a call center is customer service. Analysing customers\' data is not.' },
  { id: 'pos', label: 'Point of sale (POS)', kind: 'tool', forms: ['pos', 'point of sale', 'pos system', 'cash register', 'square pos', 'toast pos'], facts: 'Checkout systems.' },
  { id: 'cashier', label: 'Cashier', kind: 'title', forms: ['cashier', 'cash handling', 'handling cash', 'handled cash', 'cash drawer', 'cash register drawer', 'teller', 'bank teller'], shows: ['customer-service'], facts: 'Taking payments, face to face with customers.' },
  { id: 'retail', label: 'Retail', kind: 'skill', forms: ['retail', 'retail sales', 'sales associate', 'store associate', 'merchandising'], shows: ['customer-service'], facts: 'Store work, serving shoppers.' },
  { id: 'food-safety', label: 'Food safety certificate', kind: 'credential', forms: ['servsafe', 'servsafe certification', 'food handler', 'food handler card', 'food handlers card', 'food handler permit', 'food safety certification', 'food manager certification'], facts: 'ServSafe or a state food handler card.' },
  { id: 'alcohol-server', label: 'Alcohol server certification', kind: 'credential', forms: ['servsafe alcohol', 'tabc', 'tabc certified', 'tips certified', 'tips certification', 'alcohol server certification', 'responsible beverage service', 'seller server'], facts: 'Responsible alcohol service (TABC in Texas, TIPS, ServSafe Alcohol): not a food safety card.' },
  { id: 'cook', label: 'Cook', kind: 'title', forms: ['cook', 'cooking', 'line cook', 'prep cook', 'short order cook', 'grill cook'], facts: 'Kitchen line work.' },
  { id: 'chef', label: 'Chef', kind: 'title', forms: ['chef', 'sous chef', 'executive chef', 'culinary'], facts: 'Leads a kitchen; someone looking for cook jobs means the line, not running the kitchen.' },
  { id: 'bartender', label: 'Bartender', kind: 'title', forms: ['bartender', 'bartending', 'mixologist', 'barback'], shows: ['customer-service'], facts: 'Bar service: serving guests.' },
  { id: 'food-server', label: 'Server (restaurant)', kind: 'title', forms: ['waiter', 'waitress', 'food server', 'banquet server', 'restaurant server', 'waitstaff'], shows: ['customer-service'], facts: 'Table service; "server" alone is also a computer.' },
  { id: 'housekeeping', label: 'Housekeeping', kind: 'title', forms: ['housekeeping', 'housekeeper', 'room attendant', 'janitor', 'janitorial', 'custodian', 'custodial', 'cleaning'], facts: 'Cleaning rooms and buildings.' },
  { id: 'armed-guard-license', label: 'Armed guard license', kind: 'credential', forms: ['armed guard license', 'armed security license', 'class g license', 'class g firearm license', 'firearm license', 'firearms license', 'weapons permit'], implies: ['security-officer'], facts: 'State licence to carry a firearm on guard duty (Florida Class G, Texas Level III).' },
  { id: 'security-officer', label: 'Security Officer', kind: 'title', forms: ['security officer', 'security guard', 'armed security', 'unarmed security', 'guard card', 'security license', 'loss prevention'], facts: 'Site security; not cybersecurity.' },

  { id: 'ehs', label: 'Environmental health and safety (EHS)', kind: 'title', forms: ['ehs', 'environmental health and safety', 'health and safety', 'safety specialist', 'safety coordinator', 'safety manager', 'hse'], implies: ['osha'], facts: 'Workplace safety programs: OSHA compliance is the core of the job.' },

  // Office, finance, people
  { id: 'administrative-assistant', label: 'Administrative Assistant', kind: 'title', forms: ['administrative assistant', 'admin assistant', 'office assistant', 'secretary', 'executive assistant', 'administrative support', 'clerical'], facts: 'Office support.' },
  { id: 'receptionist', label: 'Receptionist', kind: 'title', forms: ['receptionist', 'front desk', 'front desk agent', 'reception'], shows: ['customer-service'], facts: 'Greeting visitors and callers.' },
  { id: 'data-entry', label: 'Data entry', kind: 'skill', forms: ['data entry', 'typing', 'keyboarding'], facts: 'Entering records.' },
  { id: 'human-resources', label: 'Human resources (HR)', kind: 'skill', forms: ['hr', 'human resources', 'human resource', 'people operations', 'hris', 'talent acquisition', 'recruiting'], facts: 'Hiring and staff care.' },
  { id: 'phr', label: 'PHR / SHRM-CP', kind: 'credential', forms: ['phr', 'sphr', 'shrm cp', 'shrm scp', 'shrm certified'], implies: ['human-resources'], facts: 'HR certifications.' },
  { id: 'leadership', label: 'Leadership', kind: 'skill', forms: ['leadership', 'team lead', 'team leader', 'shift lead', 'shift leader', 'crew lead', 'crew leader', 'squad leader', 'led a team', 'led a crew', 'led teams', 'supervised', 'supervising', 'supervise', 'supervising a team', 'supervised a team', 'managed a team', 'foreman'], facts: 'Leading people: supervising a team or crew. A leadership seminar is not leading.' },
  { id: 'payroll', label: 'Payroll', kind: 'skill', forms: ['payroll', 'adp', 'paychex'], facts: 'Paying staff.' },
  { id: 'accounting', label: 'Accounting', kind: 'skill', forms: ['accounting', 'accountant', 'bookkeeping', 'bookkeeper', 'general ledger', 'accounts payable', 'accounts receivable', 'reconciliation', 'month end close'], facts: 'Keeping the books.' },
  { id: 'cpa', label: 'Certified Public Accountant (CPA)', kind: 'credential', forms: ['cpa', 'certified public accountant'], implies: ['accounting'], facts: 'State licence after the Uniform CPA exam.' },
  { id: 'gaap', label: 'GAAP', kind: 'skill', forms: ['gaap', 'generally accepted accounting principles', 'us gaap'], implies: ['accounting'], facts: 'US accounting standards.' },
  { id: 'quickbooks', label: 'QuickBooks', kind: 'tool', forms: ['quickbooks', 'quick books', 'qbo'], implies: ['accounting'], facts: 'Small business accounting software.' },
  { id: 'financial-analysis', label: 'Financial analysis', kind: 'skill', forms: ['financial analysis', 'financial analyst', 'financial modeling', 'fp a', 'forecasting', 'budgeting'], facts: 'Planning and analysis of finances.' },
  { id: 'cfa', label: 'CFA', kind: 'credential', forms: ['cfa', 'chartered financial analyst'], implies: ['financial-analysis'], facts: 'CFA Institute charter.' },
  { id: 'loan-officer', label: 'Loan Officer', kind: 'title', forms: ['loan officer', 'mortgage loan officer', 'mlo', 'loan originator', 'nmls', 'loan processor', 'loan processing', 'mortgage'], facts: 'NMLS-licensed lending.' },
  { id: 'insurance-claims', label: 'Insurance claims', kind: 'skill', forms: ['claims adjuster', 'insurance adjuster', 'claims adjusting', 'claims processing', 'claims representative', 'adjuster license'], facts: 'Insurance claims handling.' },
  { id: 'project-management', label: 'Project management', kind: 'skill', forms: ['project management', 'project manager', 'managing projects', 'managed projects', 'manage projects', 'program management', 'program manager', 'project coordination', 'project coordinator'], facts: 'Running projects.' },
  { id: 'pmp', label: 'Project Management Professional (PMP)', kind: 'credential', forms: ['pmp', 'project management professional', 'pmp certification', 'pmp certified'], implies: ['project-management'], facts: 'PMI certification.' },
  { id: 'scrum', label: 'Agile / Scrum', kind: 'skill', forms: ['scrum', 'agile', 'scrum master', 'csm', 'certified scrummaster', 'kanban'], facts: 'Agile ways of working.' },
  { id: 'sales', label: 'Sales', kind: 'skill', forms: ['sales', 'selling', 'b2b sales', 'inside sales', 'outside sales', 'account executive', 'sales representative', 'sales rep', 'business development', 'sales development representative', 'sdr', 'bdr', 'quota'], facts: 'Selling; "business development" is sales work in ads.' },
  { id: 'marketing', label: 'Marketing', kind: 'skill', forms: ['marketing', 'digital marketing', 'seo', 'search engine optimization', 'sem', 'google ads', 'social media marketing', 'email marketing', 'content marketing'], facts: 'Promoting products.' },

  { id: 'chief-executive', label: 'Chief executive (CEO)', kind: 'title', forms: ['ceo', 'chief executive officer', 'chief executive'], facts: 'Runs the company.' },
  { id: 'chief-financial-officer', label: 'Chief Financial Officer (CFO)', kind: 'title', forms: ['cfo', 'chief financial officer'], facts: 'Runs finance.' },
  { id: 'chief-nursing-officer', label: 'Chief Nursing Officer (CNO)', kind: 'title', forms: ['cno', 'chief nursing officer'], implies: ['nurse'], facts: 'Runs nursing; an RN.' },
  { id: 'chief-operating-officer', label: 'Chief Operating Officer (COO)', kind: 'title', forms: ['coo', 'chief operating officer'], facts: 'Runs operations.' },
  { id: 'chief-technology-officer', label: 'Chief Technology Officer (CTO)', kind: 'title', forms: ['cto', 'chief technology officer'], facts: 'Runs technology.' },
  { id: 'vice-president', label: 'Vice President (VP)', kind: 'title', forms: ['vp', 'vice president', 'svp', 'evp', 'senior vice president'], facts: 'An executive rank.' },

  // Education
  { id: 'teaching', label: 'Teaching', kind: 'title', forms: ['teaching', 'teacher', 'taught', 'educator', 'instructor', 'classroom teacher', 'classroom teaching'], facts: 'Teaching; a teaching licence is its own entry.' },
  { id: 'teaching-license', label: 'Teaching license', kind: 'credential', forms: ['teaching license', 'teaching certificate', 'teaching certification', 'teaching credential', 'state teaching license', 'teacher certification', 'educator certificate', 'educator certification', 'educator license'], implies: ['teaching'], facts: 'State-issued licence to teach.' },
  { id: 'special-education', label: 'Special education', kind: 'skill', forms: ['special education', 'sped', 'iep', 'ieps', 'individualized education program'], facts: 'Teaching students with disabilities (IEPs).' },
  { id: 'tutoring', label: 'Tutoring', kind: 'skill', forms: ['tutor', 'tutoring', 'tutors'], facts: 'One-to-one teaching.' },
  { id: 'esl', label: 'ESL / ELL', kind: 'skill', forms: ['esl', 'ell', 'english as a second language', 'english language learners', 'tesol', 'tefl'], facts: 'Teaching English learners.' },
  { id: 'paraprofessional', label: 'Teaching assistant', kind: 'title', forms: ['teaching assistant', 'teacher aide', 'teacher assistant', 'paraprofessional', 'paraeducator', 'classroom aide'], facts: 'Supports a teacher.' },

  // Degrees: each level meets the ones below it.
  { id: 'high-school', label: 'High school diploma or GED', kind: 'degree', forms: ['high school diploma', 'high school', 'hs diploma', 'ged', 'high school equivalency', 'hiset', 'diploma or ged', 'diploma'], facts: 'Completed secondary school or an equivalency test.' },
  { id: 'associate-degree', label: 'Associate degree', kind: 'degree', forms: ['associate degree', 'associates degree', 'associate of applied science', 'associate of arts', 'associate of science', 'aas', 'aas degree', 'two year degree', '2 year degree'], implies: ['high-school'], facts: 'A two-year degree: it does not meet a bachelor\'s.' },
  { id: 'bachelor-degree', label: 'Bachelor\'s degree', kind: 'degree', forms: ['bachelor degree', 'bachelors degree', 'bachelor', 'bachelor of', 'bachelor in', 'bachelor of science', 'bachelor of arts', 'bs', 'ba', 'bsc', 'bs degree', 'ba degree', 'undergraduate degree', 'four year degree', '4 year degree', 'college degree'], implies: ['associate-degree', 'high-school'], facts: 'A four-year degree; it meets an associate degree requirement.' },
  { id: 'bsn', label: 'Bachelor of Science in Nursing (BSN)', kind: 'degree', forms: ['bsn', 'bachelor of science in nursing'], implies: ['bachelor-degree', 'associate-degree', 'high-school', 'nurse'], facts: 'A nursing bachelor\'s.' },
  { id: 'master-degree', label: 'Master\'s degree', kind: 'degree', forms: ['master degree', 'masters degree', 'master of', 'master in', 'ms in', 'msc in', 'ma in', 'master of science', 'master of arts', 'msc', 'ms degree', 'ma degree', 'graduate degree', 'mba', 'master of business administration', 'mpa'], implies: ['bachelor-degree', 'associate-degree', 'high-school'], facts: 'A graduate degree; "master" alone is also a trade rank (master electrician), so it is not a form.' },
  { id: 'msn', label: 'Master of Science in Nursing (MSN)', kind: 'degree', forms: ['msn', 'master of science in nursing'], implies: ['master-degree', 'bachelor-degree', 'associate-degree', 'high-school', 'nurse'], facts: 'A nursing master\'s.' },
  { id: 'doctorate', label: 'Doctorate', kind: 'degree', forms: ['phd', 'doctorate', 'doctoral degree', 'doctor of philosophy', 'edd'], implies: ['master-degree', 'bachelor-degree', 'associate-degree', 'high-school'], facts: 'The highest degree.' },

  // Languages
  { id: 'spanish', label: 'Spanish', kind: 'skill', forms: ['spanish', 'espanol', 'bilingual spanish', 'bilingual in spanish', 'bilingual english spanish', 'bilingual spanish english', 'bilingual in english and spanish', 'english and spanish', 'spanish speaking', 'fluent spanish', 'fluent in spanish'], facts: 'Speaking Spanish; "bilingual English/Spanish" asks for Spanish in an English-language ad.' },

  // Military and clearances
  { id: 'veteran', label: 'Veteran', kind: 'skill', forms: ['veteran', 'military veteran', 'military service', 'military', 'army', 'navy', 'air force', 'marine corps', 'usmc', 'coast guard', 'national guard', 'space force'], facts: 'Service in the armed forces.' },
  { id: 'security-clearance', label: 'Security clearance', kind: 'credential', forms: ['security clearance', 'clearance', 'public trust'], facts: 'A federal clearance of any level.' },
  { id: 'secret-clearance', label: 'Secret clearance', kind: 'credential', forms: ['secret clearance', 'secret security clearance', 'active secret', 'dod secret'], implies: ['security-clearance'], facts: 'Secret; a Public Trust determination is not a clearance level.' },
  { id: 'top-secret-clearance', label: 'Top Secret clearance', kind: 'credential', forms: ['top secret', 'top secret clearance', 'ts sci', 'ts clearance'], implies: ['secret-clearance', 'security-clearance'], facts: 'Top Secret (with SCI): covers Secret.' },
];
