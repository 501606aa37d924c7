import type { ProductTranslations } from '../api/catalog-api';

/**
 * French and Kinyarwanda texts of some demo products, by the product's English name: short
 * descriptions and features (descriptions stay English). Brand names and model names stay as they
 * are; the shop's own goods (DevShop) get their names translated, printed slogans excepted.
 */
export const DEMO_TRANSLATIONS: Readonly<Record<string, ProductTranslations>> = {
  'Logitech MX Master 3S Wireless Mouse': {
    fr: {
      shortDescription: 'Une souris sans fil ergonomique et performante, aux clics silencieux et au capteur 8K DPI.',
      features: [
        'Capteur optique 8000 DPI qui fonctionne même sur le verre',
        'Clics silencieux',
        'Molette électromagnétique MagSpeed et molette pour le pouce',
        'Easy-Switch entre 3 appareils (Bluetooth ou Logi Bolt)',
        'Rechargeable en USB-C, jusqu’à 70 jours d’autonomie par charge',
        'Forme ergonomique sculptée avec repose-pouce',
      ],
    },
    rw: {
      shortDescription: 'Imbeba idakoresha umugozi, ikora neza kandi iteye neza mu kiganza, ikanda itasakuza kandi ifite sensor ya 8K DPI.',
      features: [
        'Sensor ya 8000 DPI ikora no ku kirahure',
        'Gukanda kudasakuza',
        'Uruziga rwa MagSpeed rukoresha rukuruzi, n’uruziga rwo ku gikumwe',
        'Easy-Switch: ihinduranya ibikoresho bigera kuri 3 (Bluetooth cyangwa Logi Bolt)',
        'Yongerwamo umuriro na USB-C; bateri yuzuye imara iminsi igera kuri 70',
        'Iteye neza mu kiganza, ifite aho igikumwe kiruhukira',
      ],
    },
  },
  'Keychron K2 Pro Wireless Mechanical Keyboard': {
    fr: {
      shortDescription: 'Un clavier mécanique sans fil au format 75 %, aux switchs remplaçables à chaud et compatible QMK/VIA.',
      features: [
        'Format compact 75 % à 84 touches',
        'Switchs mécaniques remplaçables à chaud (Gateron G Pro)',
        'Touches et macros programmables avec QMK/VIA',
        'Bluetooth 5.1 pour 3 appareils, plus une connexion filaire USB-C',
        'Dispositions Mac et Windows, avec les touches pour les deux',
        'Batterie de 4000 mAh',
      ],
    },
    rw: {
      shortDescription: 'Mwandikisho ya mekanike idakoresha umugozi, ingana na 75%, ifite switch zisimburwa nta gusudira kandi ikorana na QMK/VIA.',
      features: [
        'Ingano ntoya ya 75%, ifite utubuto 84',
        'Switch za mekanike zisimburwa nta gusudira (Gateron G Pro)',
        'Utubuto na macro bitegurwa ukoresheje QMK/VIA',
        'Bluetooth 5.1 ihuza ibikoresho bigera kuri 3, n’umugozi wa USB-C',
        'Imiterere ya Mac na Windows, n’utubuto tw’izo zombi',
        'Bateri ya 4000 mAh',
      ],
    },
  },
  'Dell UltraSharp 27 4K USB-C Hub Monitor U2723QE': {
    fr: {
      shortDescription: 'Un écran 4K IPS Black de 27 pouces qui relie votre ordinateur portable avec un seul câble USB-C.',
      features: [
        'Dalle IPS Black 4K UHD (3840 x 2160) de 27 pouces',
        'Couverture DCI-P3 de 98 %, calibrée en usine',
        'USB-C avec alimentation 90 W, vidéo et données',
        'Hub intégré avec Ethernet RJ45 et commutateur KVM',
        'Pied réglable en hauteur, inclinaison, rotation et pivot',
      ],
    },
    rw: {
      shortDescription: 'Mugaragaza ya 4K IPS Black ya inch 27, ihuza mudasobwa yawe igendanwa ukoresheje umugozi umwe wa USB-C.',
      features: [
        'Mugaragaza ya IPS Black ya inch 27, 4K UHD (3840 x 2160)',
        'Igaragaza 98% by’amabara ya DCI-P3, yatunganyirijwe mu ruganda',
        'USB-C itanga umuriro wa 90 W, ikanyuza amashusho n’amakuru',
        'Hub yubatsemo ifite Ethernet RJ45 na KVM switch',
        'Ikirenge gihindurwa uburebure, kikubikwa, kigahindukizwa iburyo n’ibumoso no guhagarikwa',
      ],
    },
  },
  'Sony WH-1000XM5 Wireless Noise Cancelling Headphones': {
    fr: {
      shortDescription: 'Un casque à réduction de bruit parmi les meilleurs du marché, avec 30 heures d’autonomie.',
      features: [
        'Réduction de bruit active de référence avec 8 micros',
        'Jusqu’à 30 heures d’autonomie, 3 minutes de charge pour 3 heures d’écoute',
        'Connexion multipoint à deux appareils',
        'Appels limpides grâce à la réduction de bruit par IA',
        'LDAC et DSEE Extreme pour un son haute résolution',
        'Design léger et confortable',
      ],
    },
    rw: {
      shortDescription: 'Ekuteri zikumira urusaku neza kurusha izindi nyinshi, zifite bateri imara amasaha 30.',
      features: [
        'Zikumira urusaku neza cyane zikoresheje mikoro 8',
        'Bateri imara amasaha agera kuri 30; iminota 3 yo kuzishyiramo umuriro itanga amasaha 3',
        'Zihuzwa n’ibikoresho bibiri icyarimwe',
        'Guhamagara kumvikana neza, urusaku rugabanywa na AI',
        'LDAC na DSEE Extreme ku majwi meza cyane',
        'Ziroroshye kandi ntizibangamira amatwi',
      ],
    },
  },
  'Anker 341 USB-C Hub (7-in-1)': {
    fr: {
      shortDescription: 'Un hub USB-C 7 en 1 avec HDMI 4K, charge traversante 100 W et lecteurs de cartes.',
      features: [
        'Sortie HDMI jusqu’à 4K à 30 Hz',
        'Charge traversante Power Delivery 100 W',
        '2 ports USB-A et 1 port USB-C de données (5 Gbit/s)',
        'Lecteurs de cartes SD et microSD',
        'Boîtier compact en aluminium',
      ],
    },
    rw: {
      shortDescription: 'Hub ya USB-C ifite imyanya 7: HDMI ya 4K, inyuzamo umuriro wa 100 W kandi isoma amakarita ya SD.',
      features: [
        'HDMI isohora amashusho agera kuri 4K kuri 30 Hz',
        'Inyuzamo umuriro wa Power Delivery ugera kuri 100 W',
        'Imyanya 2 ya USB-A n’umwe wa USB-C yo kohereza amakuru (5 Gbps)',
        'Isoma amakarita ya SD na microSD',
        'Ni ntoya kandi ikozwe muri aluminiyumu',
      ],
    },
  },
  'DevShop "It works on my machine" Hoodie': {
    fr: {
      name: 'Sweat à capuche DevShop « It works on my machine »',
      shortDescription: 'Un sweat à capuche épais et doux, avec un logo </> et l’excuse que tout développeur connaît.',
      features: [
        'Molleton gratté 80 % coton, 20 % polyester, 320 g/m²',
        'Logo </> imprimé sur la poitrine et motif au dos',
        'Capuche doublée avec cordons de serrage',
        'Poche kangourou et poignets côtelés',
        'Tailles S à XXL, coupe unisexe',
      ],
    },
    rw: {
      name: 'Umwenda ufite ingofero wa DevShop “It works on my machine”',
      shortDescription: 'Umwenda ufite ingofero, ushyushye kandi woroshye, uriho ikimenyetso cya </> n’urwitwazo buri wese ukora porogaramu azi.',
      features: [
        'Ipamba 80% na polyester 20%, umwenda woroshye wa 320 g/m²',
        'Ikimenyetso cya </> cyacapwe ku gituza n’igishushanyo ku mugongo',
        'Ingofero ifite umwenda w’imbere n’imishumi yo kuyegeranya',
        'Umufuka munini w’imbere n’amaboko afunze neza ku mpera',
        'Ingano kuva kuri S kugeza kuri XXL, ikwira abagabo n’abagore',
      ],
    },
  },
  'DevShop "Commit Often" Coffee Mug': {
    fr: {
      name: 'Mug DevShop « Commit Often »',
      shortDescription: 'Un mug en céramique de 350 ml avec un imprimé </>, pour le café qui fait avancer vos commits.',
      features: ['Mug en céramique de 350 ml', 'Imprimé </> des deux côtés', 'Compatible lave-vaisselle et micro-ondes', 'Grande anse confortable'],
    },
    rw: {
      name: 'Igikombe cy’ikawa cya DevShop “Commit Often”',
      shortDescription: 'Igikombe cya seramike cya ml 350 kiriho ikimenyetso cya </>, cy’ikawa iguha imbaraga zo gukora commit.',
      features: [
        'Igikombe cya seramike cya ml 350',
        'Ikimenyetso cya </> cyacapwe ku mpande zombi',
        'Cyozwa mu mashini yoza amasahani kandi kijya muri micro-onde',
        'Gifite ifatiro rinini, ryoroshye gufata',
      ],
    },
  },
  'DevShop Rubber Debugging Duck': {
    fr: {
      name: 'Canard de débogage en caoutchouc DevShop',
      shortDescription: 'Le classique canard jaune en caoutchouc : l’auditeur le plus patient pour déboguer en lui expliquant votre code.',
      features: ['Canard en vinyle souple de 10 cm', 'Tient debout sur le bureau', 'Matériaux non toxiques', 'Technique de débogage éprouvée'],
    },
    rw: {
      name: 'Imbata ya reberi ya DevShop yo gushakisha amakosa muri kode',
      shortDescription: 'Imbata isanzwe y’umuhondo ya reberi: ikumva yihanganye kurusha abandi igihe uyisobanurira kode yawe ushakisha amakosa.',
      features: [
        'Imbata ya vinyl yoroshye ya cm 10',
        'Ihagarara neza ku meza',
        'Ikozwe mu bikoresho bidafite uburozi',
        'Uburyo bwagaragaje ko bufasha kubona amakosa muri kode',
      ],
    },
  },
  'Apple MacBook Air 13" M3 (16GB, 512GB)': {
    fr: {
      shortDescription: 'Un ordinateur portable fin, silencieux et sans ventilateur, avec la puce M3 et jusqu’à 18 heures d’autonomie.',
      features: [
        'Puce Apple M3 avec CPU 8 cœurs et GPU 10 cœurs',
        '16 Go de mémoire unifiée, SSD de 512 Go',
        'Écran Liquid Retina de 13,6 pouces',
        'Jusqu’à 18 heures d’autonomie',
        'Conception sans ventilateur, totalement silencieuse',
        'Charge MagSafe et deux ports Thunderbolt / USB 4',
      ],
    },
    rw: {
      shortDescription: 'Mudasobwa igendanwa yoroshye, idafite fani kandi idasakuza, ifite chip ya M3 na bateri imara amasaha agera kuri 18.',
      features: [
        'Chip ya Apple M3 ifite CPU ya cores 8 na GPU ya cores 10',
        'Memori ya 16GB na SSD ya 512GB',
        'Mugaragaza ya Liquid Retina ya inch 13.6',
        'Bateri imara amasaha agera kuri 18',
        'Nta fani ifite, ntisakuza na gato',
        'Ishyirwamo umuriro na MagSafe, ifite imyanya ibiri ya Thunderbolt / USB 4',
      ],
    },
  },
  'Tecno Spark 20 Pro': {
    fr: {
      shortDescription: 'Un téléphone abordable avec un appareil photo de 108 MP, un écran 120 Hz et une grosse batterie.',
      features: [
        'Écran FHD+ de 6,78 pouces, 120 Hz',
        'Appareil photo principal de 108 MP',
        'Batterie de 5000 mAh avec charge rapide 33 W',
        '256 Go de stockage, 8 Go de RAM',
        'Deux haut-parleurs stéréo',
      ],
    },
    rw: {
      shortDescription: 'Telefoni ihendutse ifite kamera ya 108MP, mugaragaza ya 120Hz na bateri nini.',
      features: [
        'Mugaragaza ya FHD+ ya inch 6.78, 120Hz',
        'Kamera nkuru ya 108MP',
        'Bateri ya 5000mAh yuzura vuba kuri 33W',
        'Ububiko bwa 256GB na RAM ya 8GB',
        'Indangururamajwi ebyiri za stereo',
      ],
    },
  },
  'Raspberry Pi 5 8GB Starter Kit': {
    fr: {
      shortDescription: 'Tout ce qu’il faut pour débuter avec un Raspberry Pi 5 : carte, alimentation, refroidisseur, boîtier et carte microSD.',
      features: [
        'Raspberry Pi 5 avec 8 Go de RAM',
        'Alimentation officielle USB-C 27 W',
        'Refroidisseur actif et boîtier',
        'Carte microSD de 64 Go avec Raspberry Pi OS',
        'Deux sorties micro-HDMI 4K',
        'Connecteur GPIO 40 broches',
      ],
    },
    rw: {
      shortDescription: 'Ibyo ukeneye byose ngo utangire gukoresha Raspberry Pi 5: ikarita yayo, chargeur, icyuma kiyikonjesha, agasanduku n’ikarita ya microSD.',
      features: [
        'Raspberry Pi 5 ifite RAM ya 8GB',
        'Chargeur y’umwimerere ya USB-C ya 27W',
        'Fani iyikonjesha n’agasanduku kayibika',
        'Ikarita ya microSD ya 64GB iriho Raspberry Pi OS',
        'Imyanya ibiri ya micro-HDMI isohora 4K',
        'Imyanya 40 ya GPIO',
      ],
    },
  },
  'DevShop XXL Topographic Desk Mat (900 x 400 mm)': {
    fr: {
      name: 'Tapis de bureau topographique XXL DevShop (900 x 400 mm)',
      shortDescription: 'Un très grand tapis de bureau sombre, au motif topographique discret et aux bords cousus.',
      features: [
        '900 x 400 x 4 mm',
        'Bords cousus anti-effilochage',
        'Base antidérapante en caoutchouc naturel',
        'Surface micro-tissée douce',
        'Lavable en machine à 30 °C',
      ],
    },
    rw: {
      name: 'Itapi nini cyane yo ku meza ya DevShop, ishushanyijeho imisozi (900 x 400 mm)',
      shortDescription: 'Itapi nini cyane y’ibara ryijimye yo ku meza, ishushanyijeho imisozi mu buryo bworoheje, ifite impande zidoze.',
      features: [
        '900 x 400 x 4 mm',
        'Impande zidoze kugira ngo zidashwanyuka',
        'Munsi hakozwe muri reberi karemano itanyerera',
        'Hejuru horoshye, hakozwe mu budodo buto cyane',
        'Imeswa mu mashini kuri 30°C',
      ],
    },
  },
  'Xiaomi Smart Band 9': {
    fr: {
      shortDescription: 'Un bracelet connecté léger avec écran AMOLED et jusqu’à 21 jours d’autonomie.',
      features: [
        'Écran AMOLED de 1,62 pouce',
        'Suivi du rythme cardiaque, de la SpO2 et du sommeil',
        'Plus de 150 modes sportifs',
        'Jusqu’à 21 jours d’autonomie',
        'Étanche jusqu’à 5 ATM',
      ],
    },
    rw: {
      shortDescription: 'Isaha yoroheje ikurikirana imyitozo ngororamubiri, ifite mugaragaza ya AMOLED na bateri imara iminsi igera kuri 21.',
      features: [
        'Mugaragaza ya AMOLED ya inch 1.62',
        'Ikurikirana uko umutima utera, ogisijeni mu maraso (SpO2) n’ibitotsi',
        'Uburyo burenga 150 bw’imikino',
        'Bateri imara iminsi igera kuri 21',
        'Ntiyinjirwamo n’amazi kugeza kuri 5ATM',
      ],
    },
  },
};
