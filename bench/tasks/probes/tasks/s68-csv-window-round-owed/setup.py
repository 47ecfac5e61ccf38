import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
R = os.path.join(ws, "round")

# Old spreadsheet export (Aug, Sep): comma separated, UK dates, Paid Y/N
ek.write(os.path.join(R, "aug24.csv"), """Date,Address,Job,Price,Paid
07/08/24,2 Hawthorn Close,Front & back,15.00,Y
07/08/24,4 Hawthorn Close,Front only,9.00,N
07/08/24,7 Hawthorn Close,Front & back,15.00,Y
07/08/24,9 Hawthorn Close,Front & back + conservatory,28.00,N
07/08/24,11 Hawthorn Close,Front only,9.00,Y
07/08/24,15 Hawthorn Close,Front & back,15.00,N
08/08/24,3 Hawthorn Road,Front & back,16.00,N
08/08/24,18 Beech Avenue,Front & back,15.00,Y
08/08/24,22 Beech Avenue,Front only,9.00,Y
""")

ek.write(os.path.join(R, "sept24.csv"), """Date,Address,Job,Price,Paid
04/09/24,2 Hawthorn Close,Front & back,15.00,Y
04/09/24,4 Hawthorn Close,Front only,9.00,N
04/09/24,7 Hawthorn Close,Front & back,15.00,N
04/09/24,9 Hawthorn Close,Front & back + conservatory,28.00,Y
04/09/24,11 Hawthorn Close,Front only,9.00,N
04/09/24,15 Hawthorn Close,NOT DONE - side gate locked - no charge,15.00,
05/09/24,3 Hawthorn Road,Front & back,16.00,N
05/09/24,5 Hawthorn Road,Front only,9.00,N
05/09/24,18 Beech Avenue,Front & back,15.00,Y
05/09/24,22 Beech Avenue,Front only,9.00,N
05/09/24,1 Mill Lane,Front & back + gutters,40.00,N
""")

# New app export from October: semicolons, ISO dates, status column
ek.write(os.path.join(R, "oct24.csv"), """visit_date;customer;street;service;amount_gbp;status
2024-10-02;Mrs Okafor;2 Hawthorn Cl;F+B;15.00;paid
2024-10-02;Dev Patel;4 Hawthorn Cl;F;9.00;owed
2024-10-02;J Lund;7 Hawthorn Cl;F+B;15.00;paid
2024-10-02;J Lund;7 Hawthorn Cl;Sept arrears;15.00;paid
2024-10-02;R Singh;9 Hawthorn Cl;F+B+cons;28.00;owed
2024-10-02;A Moore;11 Hawthorn Cl;F;9.00;cancelled
2024-10-02;T Byrne;15 Hawthorn Cl;F+B;15.00;owed
2024-10-03;G Hale;3 Hawthorn Rd;F+B;16.00;owed
2024-10-03;P Idowu;5 Hawthorn Rd;F;9.00;paid
2024-10-03;S Kaur;18 Beech Ave;F+B;15.00;paid
2024-10-03;L Grant;22 Beech Ave;F;9.00;owed
2024-10-03;M Jensen;1 Mill Ln;F+B;18.00;owed
""")

ek.write(os.path.join(R, "nov24.csv"), """visit_date;customer;street;service;amount_gbp;status
2024-11-06;Mrs Okafor;2 Hawthorn Cl;F+B;15.00;owed
2024-11-06;Dev Patel;4 Hawthorn Cl;F;9.00;owed
2024-11-06;J Lund;7 Hawthorn Cl;F+B;15.00;owed
2024-11-06;R Singh;9 Hawthorn Cl;F+B+cons;28.00;paid
2024-11-06;R Singh;9 Hawthorn Cl;Oct arrears;28.00;paid
2024-11-06;A Moore;11 Hawthorn Cl;F;9.00;owed
2024-11-06;T Byrne;15 Hawthorn Cl;F+B;15.00;owed
2024-11-07;G Hale;3 Hawthorn Rd;F+B;16.00;owed
2024-11-07;P Idowu;5 Hawthorn Rd;F;9.00;owed
2024-11-07;S Kaur;18 Beech Ave;F+B;15.00;paid
2024-11-07;L Grant;22 Beech Ave;F;9.00;paid
2024-11-07;L Grant;22 Beech Ave;Oct arrears;9.00;paid
2024-11-07;M Jensen;1 Mill Ln;F+B;18.00;owed
""")

ek.write(os.path.join(R, "dec24.csv"), """visit_date;customer;street;service;amount_gbp;status
2024-12-04;Mrs Okafor;2 Hawthorn Cl;F+B;15.00;owed
2024-12-04;Dev Patel;4 Hawthorn Cl;F;9.00;owed
2024-12-04;J Lund;7 Hawthorn Cl;F+B;15.00;owed
2024-12-04;R Singh;9 Hawthorn Cl;F+B+cons;28.00;owed
2024-12-04;A Moore;11 Hawthorn Cl;F;9.00;owed
2024-12-04;T Byrne;15 Hawthorn Cl;F+B;15.00;owed
2024-12-05;G Hale;3 Hawthorn Rd;F+B;16.00;owed
""")

ek.write(os.path.join(R, "notes.txt"), """Round notes
- Hawthorn Close is done first Wednesday of the month, Hawthorn Rd/Beech Ave the day after.
- Switched from the spreadsheet to the RoundPro app in October, so the exports look different.
- When someone pays off an old visit the app logs it as a separate "arrears" line for that month.
""")
