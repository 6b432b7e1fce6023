import type { EnumItem, SpecialtyWithSubSpecialties, SubSpecialtyItem } from './enum-item';

/**
 * Specialties, following the general certificates of the ABMS member boards.
 * Ids are stable: never rename one, only add. Cardiology is not here on purpose: in ABMS terms
 * Cardiovascular Disease is a sub-specialty of Internal Medicine.
 */
export const specialties = [
  { id: 'allergy-and-immunology', name: 'Allergy and Immunology' },
  { id: 'anesthesiology', name: 'Anesthesiology' },
  { id: 'colon-and-rectal-surgery', name: 'Colon and Rectal Surgery' },
  { id: 'dermatology', name: 'Dermatology' },
  { id: 'emergency-medicine', name: 'Emergency Medicine' },
  { id: 'family-medicine', name: 'Family Medicine' },
  { id: 'internal-medicine', name: 'Internal Medicine' },
  { id: 'internal-medicine-pediatrics', name: 'Internal Medicine–Pediatrics' },
  { id: 'medical-genetics-and-genomics', name: 'Medical Genetics and Genomics' },
  { id: 'neurological-surgery', name: 'Neurological Surgery' },
  { id: 'neurology', name: 'Neurology' },
  { id: 'child-neurology', name: 'Child Neurology' },
  { id: 'nuclear-medicine', name: 'Nuclear Medicine' },
  { id: 'obstetrics-and-gynecology', name: 'Obstetrics and Gynecology' },
  { id: 'ophthalmology', name: 'Ophthalmology' },
  { id: 'orthopaedic-surgery', name: 'Orthopaedic Surgery' },
  { id: 'otolaryngology', name: 'Otolaryngology – Head and Neck Surgery' },
  { id: 'pathology', name: 'Pathology (Anatomic and Clinical)' },
  { id: 'anatomic-pathology', name: 'Anatomic Pathology' },
  { id: 'clinical-pathology', name: 'Clinical Pathology' },
  { id: 'pediatrics', name: 'Pediatrics' },
  { id: 'physical-medicine-and-rehabilitation', name: 'Physical Medicine and Rehabilitation' },
  { id: 'plastic-surgery', name: 'Plastic Surgery' },
  { id: 'aerospace-medicine', name: 'Aerospace Medicine' },
  { id: 'occupational-medicine', name: 'Occupational Medicine' },
  { id: 'preventive-medicine', name: 'Public Health and General Preventive Medicine' },
  { id: 'psychiatry', name: 'Psychiatry' },
  { id: 'radiology', name: 'Radiology' },
  { id: 'interventional-radiology', name: 'Interventional Radiology' },
  { id: 'radiation-oncology', name: 'Radiation Oncology' },
  { id: 'general-surgery', name: 'General Surgery' },
  { id: 'vascular-surgery', name: 'Vascular Surgery' },
  { id: 'thoracic-and-cardiac-surgery', name: 'Thoracic and Cardiac Surgery' },
  { id: 'urology', name: 'Urology' },
] as const satisfies readonly EnumItem[];

/** Id of a specialty. */
export type SpecialtyId = (typeof specialties)[number]['id'];

/**
 * Sub-specialties (ABMS subspecialty certificates, plus the fellowship areas recruiters post for, such
 * as spine or joint replacement). A name shared by several specialties gets one entry per specialty, and
 * then its id carries the specialty, so every id stays unique.
 */
export const subSpecialties = [
  // Internal Medicine
  {
    id: 'cardiovascular-disease',
    name: 'Cardiovascular Disease (Cardiology)',
    specialtyId: 'internal-medicine',
  },
  { id: 'interventional-cardiology', name: 'Interventional Cardiology', specialtyId: 'internal-medicine' },
  {
    id: 'clinical-cardiac-electrophysiology',
    name: 'Clinical Cardiac Electrophysiology',
    specialtyId: 'internal-medicine',
  },
  {
    id: 'advanced-heart-failure-and-transplant-cardiology',
    name: 'Advanced Heart Failure and Transplant Cardiology',
    specialtyId: 'internal-medicine',
  },
  {
    id: 'adult-congenital-heart-disease',
    name: 'Adult Congenital Heart Disease',
    specialtyId: 'internal-medicine',
  },
  {
    id: 'critical-care-medicine-internal-medicine',
    name: 'Critical Care Medicine',
    specialtyId: 'internal-medicine',
  },
  {
    id: 'endocrinology-diabetes-and-metabolism',
    name: 'Endocrinology, Diabetes and Metabolism',
    specialtyId: 'internal-medicine',
  },
  { id: 'gastroenterology', name: 'Gastroenterology', specialtyId: 'internal-medicine' },
  { id: 'transplant-hepatology', name: 'Transplant Hepatology', specialtyId: 'internal-medicine' },
  {
    id: 'geriatric-medicine-internal-medicine',
    name: 'Geriatric Medicine',
    specialtyId: 'internal-medicine',
  },
  { id: 'hematology', name: 'Hematology', specialtyId: 'internal-medicine' },
  { id: 'medical-oncology', name: 'Medical Oncology', specialtyId: 'internal-medicine' },
  {
    id: 'hospice-and-palliative-medicine-internal-medicine',
    name: 'Hospice and Palliative Medicine',
    specialtyId: 'internal-medicine',
  },
  { id: 'hospital-medicine', name: 'Hospital Medicine', specialtyId: 'internal-medicine' },
  { id: 'infectious-disease', name: 'Infectious Disease', specialtyId: 'internal-medicine' },
  { id: 'nephrology', name: 'Nephrology', specialtyId: 'internal-medicine' },
  { id: 'pulmonary-disease', name: 'Pulmonary Disease', specialtyId: 'internal-medicine' },
  { id: 'rheumatology', name: 'Rheumatology', specialtyId: 'internal-medicine' },
  { id: 'sleep-medicine', name: 'Sleep Medicine', specialtyId: 'internal-medicine' },
  // Family Medicine
  { id: 'sports-medicine-family-medicine', name: 'Sports Medicine', specialtyId: 'family-medicine' },
  { id: 'geriatric-medicine-family-medicine', name: 'Geriatric Medicine', specialtyId: 'family-medicine' },
  {
    id: 'hospice-and-palliative-medicine-family-medicine',
    name: 'Hospice and Palliative Medicine',
    specialtyId: 'family-medicine',
  },
  { id: 'urgent-care-medicine', name: 'Urgent Care Medicine', specialtyId: 'family-medicine' },
  // Pediatrics
  { id: 'adolescent-medicine', name: 'Adolescent Medicine', specialtyId: 'pediatrics' },
  { id: 'child-abuse-pediatrics', name: 'Child Abuse Pediatrics', specialtyId: 'pediatrics' },
  {
    id: 'developmental-behavioral-pediatrics',
    name: 'Developmental-Behavioral Pediatrics',
    specialtyId: 'pediatrics',
  },
  { id: 'neonatal-perinatal-medicine', name: 'Neonatal-Perinatal Medicine', specialtyId: 'pediatrics' },
  { id: 'pediatric-cardiology', name: 'Pediatric Cardiology', specialtyId: 'pediatrics' },
  {
    id: 'pediatric-critical-care-medicine',
    name: 'Pediatric Critical Care Medicine',
    specialtyId: 'pediatrics',
  },
  {
    id: 'pediatric-emergency-medicine-pediatrics',
    name: 'Pediatric Emergency Medicine',
    specialtyId: 'pediatrics',
  },
  { id: 'pediatric-endocrinology', name: 'Pediatric Endocrinology', specialtyId: 'pediatrics' },
  { id: 'pediatric-gastroenterology', name: 'Pediatric Gastroenterology', specialtyId: 'pediatrics' },
  { id: 'pediatric-hematology-oncology', name: 'Pediatric Hematology-Oncology', specialtyId: 'pediatrics' },
  { id: 'pediatric-hospital-medicine', name: 'Pediatric Hospital Medicine', specialtyId: 'pediatrics' },
  { id: 'pediatric-infectious-diseases', name: 'Pediatric Infectious Diseases', specialtyId: 'pediatrics' },
  { id: 'pediatric-nephrology', name: 'Pediatric Nephrology', specialtyId: 'pediatrics' },
  { id: 'pediatric-pulmonology', name: 'Pediatric Pulmonology', specialtyId: 'pediatrics' },
  // Emergency Medicine
  { id: 'emergency-medical-services', name: 'Emergency Medical Services', specialtyId: 'emergency-medicine' },
  { id: 'medical-toxicology', name: 'Medical Toxicology', specialtyId: 'emergency-medicine' },
  {
    id: 'pediatric-emergency-medicine-emergency-medicine',
    name: 'Pediatric Emergency Medicine',
    specialtyId: 'emergency-medicine',
  },
  {
    id: 'undersea-and-hyperbaric-medicine',
    name: 'Undersea and Hyperbaric Medicine',
    specialtyId: 'emergency-medicine',
  },
  // Anesthesiology
  {
    id: 'critical-care-medicine-anesthesiology',
    name: 'Critical Care Medicine',
    specialtyId: 'anesthesiology',
  },
  { id: 'pain-medicine-anesthesiology', name: 'Pain Medicine', specialtyId: 'anesthesiology' },
  { id: 'pediatric-anesthesiology', name: 'Pediatric Anesthesiology', specialtyId: 'anesthesiology' },
  {
    id: 'cardiothoracic-anesthesiology',
    name: 'Adult Cardiothoracic Anesthesiology',
    specialtyId: 'anesthesiology',
  },
  { id: 'obstetric-anesthesiology', name: 'Obstetric Anesthesiology', specialtyId: 'anesthesiology' },
  // Radiology
  { id: 'neuroradiology', name: 'Neuroradiology', specialtyId: 'radiology' },
  { id: 'pediatric-radiology', name: 'Pediatric Radiology', specialtyId: 'radiology' },
  { id: 'nuclear-radiology', name: 'Nuclear Radiology', specialtyId: 'radiology' },
  { id: 'breast-imaging', name: 'Breast Imaging', specialtyId: 'radiology' },
  { id: 'musculoskeletal-radiology', name: 'Musculoskeletal Radiology', specialtyId: 'radiology' },
  // Psychiatry
  { id: 'addiction-psychiatry', name: 'Addiction Psychiatry', specialtyId: 'psychiatry' },
  {
    id: 'child-and-adolescent-psychiatry',
    name: 'Child and Adolescent Psychiatry',
    specialtyId: 'psychiatry',
  },
  {
    id: 'consultation-liaison-psychiatry',
    name: 'Consultation-Liaison Psychiatry',
    specialtyId: 'psychiatry',
  },
  { id: 'forensic-psychiatry', name: 'Forensic Psychiatry', specialtyId: 'psychiatry' },
  { id: 'geriatric-psychiatry', name: 'Geriatric Psychiatry', specialtyId: 'psychiatry' },
  // Neurology
  { id: 'clinical-neurophysiology', name: 'Clinical Neurophysiology', specialtyId: 'neurology' },
  { id: 'epilepsy', name: 'Epilepsy', specialtyId: 'neurology' },
  { id: 'neurocritical-care', name: 'Neurocritical Care', specialtyId: 'neurology' },
  { id: 'neuromuscular-medicine', name: 'Neuromuscular Medicine', specialtyId: 'neurology' },
  { id: 'vascular-neurology', name: 'Vascular Neurology', specialtyId: 'neurology' },
  // Obstetrics and Gynecology
  {
    id: 'complex-family-planning',
    name: 'Complex Family Planning',
    specialtyId: 'obstetrics-and-gynecology',
  },
  { id: 'gynecologic-oncology', name: 'Gynecologic Oncology', specialtyId: 'obstetrics-and-gynecology' },
  {
    id: 'maternal-fetal-medicine',
    name: 'Maternal-Fetal Medicine',
    specialtyId: 'obstetrics-and-gynecology',
  },
  {
    id: 'reproductive-endocrinology-and-infertility',
    name: 'Reproductive Endocrinology and Infertility',
    specialtyId: 'obstetrics-and-gynecology',
  },
  {
    id: 'urogynecology-obstetrics-and-gynecology',
    name: 'Urogynecology and Reconstructive Pelvic Surgery',
    specialtyId: 'obstetrics-and-gynecology',
  },
  // Orthopaedic Surgery
  {
    id: 'orthopaedic-sports-medicine',
    name: 'Orthopaedic Sports Medicine',
    specialtyId: 'orthopaedic-surgery',
  },
  { id: 'hand-surgery-orthopaedic-surgery', name: 'Surgery of the Hand', specialtyId: 'orthopaedic-surgery' },
  { id: 'spine-surgery', name: 'Spine Surgery', specialtyId: 'orthopaedic-surgery' },
  {
    id: 'adult-reconstruction',
    name: 'Adult Reconstruction (Joint Replacement)',
    specialtyId: 'orthopaedic-surgery',
  },
  { id: 'foot-and-ankle-surgery', name: 'Foot and Ankle Surgery', specialtyId: 'orthopaedic-surgery' },
  { id: 'orthopaedic-trauma', name: 'Orthopaedic Trauma', specialtyId: 'orthopaedic-surgery' },
  // General Surgery
  {
    id: 'complex-general-surgical-oncology',
    name: 'Complex General Surgical Oncology',
    specialtyId: 'general-surgery',
  },
  { id: 'pediatric-surgery', name: 'Pediatric Surgery', specialtyId: 'general-surgery' },
  { id: 'surgical-critical-care', name: 'Surgical Critical Care', specialtyId: 'general-surgery' },
  {
    id: 'trauma-and-acute-care-surgery',
    name: 'Trauma and Acute Care Surgery',
    specialtyId: 'general-surgery',
  },
  { id: 'bariatric-surgery', name: 'Bariatric Surgery', specialtyId: 'general-surgery' },
  { id: 'breast-surgical-oncology', name: 'Breast Surgical Oncology', specialtyId: 'general-surgery' },
  // Dermatology
  { id: 'dermatopathology', name: 'Dermatopathology', specialtyId: 'dermatology' },
  { id: 'pediatric-dermatology', name: 'Pediatric Dermatology', specialtyId: 'dermatology' },
  {
    id: 'micrographic-surgery-and-dermatologic-oncology',
    name: 'Micrographic Surgery and Dermatologic Oncology (Mohs)',
    specialtyId: 'dermatology',
  },
  // Pathology
  {
    id: 'blood-banking-transfusion-medicine',
    name: 'Blood Banking/Transfusion Medicine',
    specialtyId: 'pathology',
  },
  { id: 'cytopathology', name: 'Cytopathology', specialtyId: 'pathology' },
  { id: 'forensic-pathology', name: 'Forensic Pathology', specialtyId: 'pathology' },
  { id: 'hematopathology', name: 'Hematopathology', specialtyId: 'pathology' },
  { id: 'molecular-genetic-pathology', name: 'Molecular Genetic Pathology', specialtyId: 'pathology' },
  { id: 'neuropathology', name: 'Neuropathology', specialtyId: 'pathology' },
  // Physical Medicine and Rehabilitation
  {
    id: 'brain-injury-medicine',
    name: 'Brain Injury Medicine',
    specialtyId: 'physical-medicine-and-rehabilitation',
  },
  {
    id: 'pain-medicine-physical-medicine-and-rehabilitation',
    name: 'Pain Medicine',
    specialtyId: 'physical-medicine-and-rehabilitation',
  },
  {
    id: 'spinal-cord-injury-medicine',
    name: 'Spinal Cord Injury Medicine',
    specialtyId: 'physical-medicine-and-rehabilitation',
  },
  {
    id: 'sports-medicine-physical-medicine-and-rehabilitation',
    name: 'Sports Medicine',
    specialtyId: 'physical-medicine-and-rehabilitation',
  },
  // Urology
  { id: 'pediatric-urology', name: 'Pediatric Urology', specialtyId: 'urology' },
  { id: 'urologic-oncology', name: 'Urologic Oncology', specialtyId: 'urology' },
  {
    id: 'urogynecology-urology',
    name: 'Urogynecology and Reconstructive Pelvic Surgery',
    specialtyId: 'urology',
  },
  // Ophthalmology
  { id: 'retina', name: 'Retina', specialtyId: 'ophthalmology' },
  { id: 'glaucoma', name: 'Glaucoma', specialtyId: 'ophthalmology' },
  { id: 'cornea-and-external-disease', name: 'Cornea and External Disease', specialtyId: 'ophthalmology' },
  {
    id: 'pediatric-ophthalmology-and-strabismus',
    name: 'Pediatric Ophthalmology and Strabismus',
    specialtyId: 'ophthalmology',
  },
  // Otolaryngology – Head and Neck Surgery
  { id: 'neurotology', name: 'Neurotology', specialtyId: 'otolaryngology' },
  { id: 'pediatric-otolaryngology', name: 'Pediatric Otolaryngology', specialtyId: 'otolaryngology' },
  {
    id: 'facial-plastic-surgery-otolaryngology',
    name: 'Plastic Surgery Within the Head and Neck',
    specialtyId: 'otolaryngology',
  },
  // Plastic Surgery
  { id: 'hand-surgery-plastic-surgery', name: 'Surgery of the Hand', specialtyId: 'plastic-surgery' },
  {
    id: 'facial-plastic-surgery-plastic-surgery',
    name: 'Plastic Surgery Within the Head and Neck',
    specialtyId: 'plastic-surgery',
  },
  // Preventive Medicine
  { id: 'addiction-medicine', name: 'Addiction Medicine', specialtyId: 'preventive-medicine' },
  { id: 'clinical-informatics', name: 'Clinical Informatics', specialtyId: 'preventive-medicine' },
  // Thoracic and Cardiac Surgery
  {
    id: 'congenital-cardiac-surgery',
    name: 'Congenital Cardiac Surgery',
    specialtyId: 'thoracic-and-cardiac-surgery',
  },
  // Neurological Surgery
  { id: 'neurosurgical-spine', name: 'Spine Neurosurgery', specialtyId: 'neurological-surgery' },
  // Radiation Oncology
  {
    id: 'hospice-and-palliative-medicine-radiation-oncology',
    name: 'Hospice and Palliative Medicine',
    specialtyId: 'radiation-oncology',
  },
  // Interventional Radiology
  {
    id: 'pediatric-interventional-radiology',
    name: 'Pediatric Interventional Radiology',
    specialtyId: 'interventional-radiology',
  },
  // Vascular Surgery
  { id: 'endovascular-surgery', name: 'Endovascular Surgery', specialtyId: 'vascular-surgery' },
] as const satisfies readonly SubSpecialtyItem<string, SpecialtyId>[];

/** Id of a sub-specialty. */
export type SubSpecialtyId = (typeof subSpecialties)[number]['id'];

/** The specialty a sub-specialty belongs to, or undefined for an unknown id. */
export function specialtyOfSubSpecialty(subSpecialtyId: string): SpecialtyId | undefined {
  return subSpecialties.find((subSpecialty) => subSpecialty.id === subSpecialtyId)?.specialtyId;
}

/** Every specialty with its own sub-specialties (possibly none), as `get-all-enums` returns them. */
export const specialtiesAndSubSpecialty: readonly SpecialtyWithSubSpecialties[] = specialties.map(
  (specialty) => ({
    id: specialty.id,
    name: specialty.name,
    subSpecialties: subSpecialties.filter((subSpecialty) => subSpecialty.specialtyId === specialty.id),
  }),
);
