/**
 * Realistic documents as text, one per kind the analysis must judge: the engine's tests, the
 * API's tests, the browser test and the benchmark all build their files from these.
 */

export const strongResumeText = `Maria Delgado
Email: maria.delgado@example.com | Phone: (555) 214-8890 | Austin, TX | linkedin.com/in/mariadelgado

PROFESSIONAL SUMMARY
Operations leader with 9 years in warehouse and distribution management. Cut shipping errors by 38% and led teams of 40+ associates across two shifts while keeping a perfect safety record.

EXPERIENCE
Warehouse Operations Manager, Lone Star Distribution, Austin, TX
Mar 2019 - Present
• Lead a team of 42 associates and 4 shift leads across receiving, picking and shipping
• Reduce order fulfillment time by 27% by redesigning pick paths and slotting
• Manage an annual budget of $1.8M and deliver 6% under budget in 2023
• Train 35 new hires a year in forklift safety, OSHA rules and customer service standards
• Improve inventory accuracy from 92% to 99.4% with weekly cycle counts

Shift Supervisor, Redline Logistics, Round Rock, TX
Jun 2015 - Feb 2019
• Supervised 18 associates on the night shift, shipping 2,500 orders a night
• Reduced damaged freight claims by 45% through new loading procedures
• Coordinated schedules for 3 teams and cut overtime costs by $120,000 a year
• Resolved customer escalations within 24 hours, raising satisfaction scores to 96%

Forklift Operator, Central Texas Supply, Austin, TX
Jan 2013 - May 2015
• Operated reach trucks and pallet jacks, moving 300+ pallets a shift with zero incidents
• Trained 12 new operators on equipment safety checks

EDUCATION
Bachelor of Science in Business Administration, Texas State University, 2012

SKILLS
Warehouse management systems (Manhattan, SAP EWM), inventory control, forklift certification, OSHA 30, team leadership, scheduling, budgeting, communication, problem solving, project planning, Lean Six Sigma Green Belt
`;

export const weakResumeText = `resume

i am a hard-working team player and very motivated. I am looking for a job where I can use my skills.

work
I worked at a store. I was responsible for the register and stocking shelves and helping customers and various other things etc.
Then I helped at a warehouse for a while. Duties included cleaning and moving boxes.
I also did some other jobs before that which I do not remember all the details of.

other
I like computers and music. References available upon request. I am a go-getter and passionate about everything I do and I think I would be great.
`;

export const coverLetterText = `Maria Delgado
maria.delgado@example.com | (555) 214-8890

March 3, 2025

Dear Ms. Rivera,

I am writing to apply for the Warehouse Operations Manager position at Northwind Logistics, which I saw on your careers page. Your mission of getting essential goods to rural communities on time is one I have worked toward for nine years.

At Lone Star Distribution I lead a team of 42 associates across two shifts. Last year we cut order fulfillment time by 27% and improved inventory accuracy to 99.4%, while keeping a perfect safety record. I achieved this by redesigning pick paths with my shift leads and by training every new hire myself.

I would bring the same steady, data-driven approach to your Austin center. I want to contribute to a team that grows, and my background in forklift safety, scheduling and budgeting matches the goals in your posting.

Thank you for considering my application. I would welcome the opportunity to discuss how I can help your team in an interview at your convenience.

Sincerely,
Maria Delgado
`;

export const portfolioText = `Sam Okafor, Product Designer
sam.okafor@example.com | (555) 300-1122 | https://samokafor.design | https://github.com/samokafor

ABOUT ME
Product designer who turns research into simple tools people use every day.

PROJECTS
Clinic check-in kiosk, for a regional health network
• Led user research with 24 patients and front-desk staff, then designed the check-in flow
• Cut average check-in time from 6 minutes to 2 minutes across 11 clinics
• Tools: Figma, Maze, usability testing; case study: https://samokafor.design/kiosk

Volunteer scheduling app, for a food bank
• Designed and tested a mobile scheduling process with 3 rounds of research
• Raised volunteer shift fill rate by 35% in the first quarter
• Collaborated with two developers and the client's volunteer coordinator

SKILLS
Design systems, prototyping, research synthesis, accessibility, workshop facilitation, client communication, outcome measurement
`;

/** The strong resume's lines laid out as two side-by-side columns would be read across: left and right halves of each row run together. */
export const twoColumnRows = (): [string, string][] => {
  const left = strongResumeText.split('\n').filter((line) => line.trim()).slice(0, 16);
  const right = strongResumeText.split('\n').filter((line) => line.trim()).slice(16, 32);
  return left.map((line, index) => [line, right[index] ?? '']);
};
