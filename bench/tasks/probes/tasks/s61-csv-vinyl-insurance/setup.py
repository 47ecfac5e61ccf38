import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
R = os.path.join(ws, "records")

ek.write(os.path.join(R, "collection.csv"), """Artist,Title,Label,Cat No,Year,Format,Condition,Est. value,Status
The Beatles,Please Please Me,Parlophone,PMC 1202,1963,LP mono,VG+,"\u00a31,250",
The Beatles,Abbey Road,Apple,PCS 7088,1969,LP,VG,\u00a345,
Pink Floyd,The Dark Side of the Moon,Harvest,SHVL 804,1973,LP (solid triangle),VG+,\u00a3150,
Led Zeppelin,Led Zeppelin,Atlantic,588171,1969,LP turquoise,VG,\u00a3420,
David Bowie,The Rise and Fall of Ziggy Stardust,RCA Victor,SF 8287,1972,LP,NM,\u00a3180,
Nick Drake,Pink Moon,Island,ILPS 9184,1972,LP pink rim,VG+,\u00a3300,
Kate Bush,The Kick Inside,EMI,EMC 3223,1978,LP,VG+,\u00a335,
Joy Division,Unknown Pleasures,Factory,FACT 10,1979,LP textured sleeve,VG,c.\u00a3110,
The Smiths,The Queen Is Dead,Rough Trade,ROUGH 96,1986,LP,NM,\u00a3100,
Miles Davis,Kind of Blue,CBS,62066,1959,LP,VG,\u00a3220,Sold 2024-11
John Coltrane,A Love Supreme,Impulse!,A-77,1965,LP gatefold,VG,\u00a3140.00,lent to Dan
Radiohead,OK Computer,Parlophone,NODATA 02,1997,2LP,NM,\u00a395,
Fleetwood Mac,Rumours,Warner Bros,K 56344,1977,LP,VG,\u00a325,
Sex Pistols,God Save The Queen,A&M,AMS 7284,1977,"7"" single",VG,"\u00a32,400",
Sandy Denny,The North Star Grassman and the Ravens,Island,ILPS 9165,1971,LP,VG+,\u00a3260,
Massive Attack,Blue Lines,Wild Bunch,WBRLP 1,1991,LP,NM,\u00a3120,
Portishead,Dummy,Go! Beat,828 553-1,1994,LP,VG+,\u00a3185,
The Stone Roses,The Stone Roses,Silvertone,ORE LP 502,1989,LP,VG,\u00a375,
Aphex Twin,Selected Ambient Works 85-92,Apollo,AMB 3922,1992,2LP,VG,\u00a3105,sold
Bob Dylan,The Freewheelin' Bob Dylan,CBS,BPG 62193,1963,LP,G+,\u00a390,
Vashti Bunyan,Just Another Diamond Day,Philips,6308 019,1970,LP,VG,"\u00a31,100",
Talk Talk,Spirit of Eden,Parlophone,PCSD 105,1988,LP,VG+,,needs valuing
The Clash,London Calling,CBS,CLASH 3,1979,2LP,VG+,\u00a3101,
Nina Simone,Pastel Blues,Philips,BL 7671,1965,LP,VG,110 (Discogs median),
""")

sched25 = {
    "policy_number": "HC-448812",
    "insurer": "Ashbourne Home Insurance",
    "period": {"from": "2025-02-01", "to": "2026-01-31"},
    "unspecified_single_item_limit_gbp": 100,
    "note": "Any single item worth more than the unspecified item limit must be listed below to be fully covered.",
    "specified_items": [
        {"description": "Beatles - Please Please Me (mono LP)", "ref": "PMC 1202", "sum_insured": 1250},
        {"description": "Led Zeppelin I (turquoise)", "ref": "588171", "sum_insured": 400},
        {"description": "Nick Drake - Pink Moon", "ref": "ilps 9184", "sum_insured": 300},
        {"description": "Sex Pistols - God Save The Queen (A&M 7in)", "ref": "AMS 7284", "sum_insured": 2400},
        {"description": "Sandy Denny - North Star Grassman", "ref": "ILPS 9165", "sum_insured": 250},
        {"description": "Vashti Bunyan - Just Another Diamond Day", "ref": "6308 019", "sum_insured": 1100},
        {"description": "Rega Planar 3 turntable", "ref": None, "sum_insured": 650},
        {"description": "Engagement ring", "ref": None, "sum_insured": 2200},
    ],
}
sched23 = {
    "policy_number": "HC-301977",
    "insurer": "Ashbourne Home Insurance",
    "period": {"from": "2023-02-01", "to": "2024-01-31"},
    "unspecified_single_item_limit_gbp": 100,
    "specified_items": [
        {"description": "Beatles - Please Please Me", "ref": "PMC 1202", "sum_insured": 1000},
        {"description": "Led Zeppelin I", "ref": "588171", "sum_insured": 350},
        {"description": "Bowie - Ziggy Stardust", "ref": "SF 8287", "sum_insured": 150},
        {"description": "Miles Davis - Kind of Blue", "ref": "62066", "sum_insured": 200},
        {"description": "Nick Drake - Pink Moon", "ref": "ILPS 9184", "sum_insured": 250},
        {"description": "Vashti Bunyan - Just Another Diamond Day", "ref": "6308 019", "sum_insured": 900},
    ],
}
ek.write(os.path.join(R, "insurance", "schedule_2025-26.json"), json.dumps(sched25, indent=2))
ek.write(os.path.join(R, "insurance", "schedule_2023-24.json"), json.dumps(sched23, indent=2))
ek.write(os.path.join(R, "notes.md"), """# Records admin

- values: Discogs median, checked Jan 2025
- Ziggy: was on the old policy, I think it dropped off when we switched to the 2025 schedule?
- Talk Talk: get it valued at the record fair
""")
