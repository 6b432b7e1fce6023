/**
 * The offline US gazetteer behind `generate-location`: about 1,950 US cities and towns (the largest ones,
 * plus the towns that anchor each less populated state and territory), so every state answers.
 *
 * One place per line, grouped under `@XX` (the USPS state code):
 * `Name|latitude|longitude|population in thousands`. Coordinates are the town centre to a few kilometres;
 * populations are rounded (they only rank larger places first). Whole-state entries come from the domain's
 * `states` (their centroids), not from here.
 *
 * Kept as text rather than an object literal so the type checker and the bundler read it in no time.
 */
export const US_PLACES = `
@AL
Huntsville|34.73|-86.59|216
Birmingham|33.52|-86.80|200
Montgomery|32.38|-86.30|200
Mobile|30.69|-88.04|187
Tuscaloosa|33.21|-87.57|100
Hoover|33.41|-86.81|92
Dothan|31.22|-85.39|71
Auburn|32.61|-85.48|76
Decatur|34.61|-86.98|57
Madison|34.70|-86.75|56
Florence|34.80|-87.68|40
Vestavia Hills|33.45|-86.79|39
Phenix City|32.47|-85.00|38
Prattville|32.46|-86.46|38
Gadsden|34.01|-86.01|34
Alabaster|33.24|-86.82|33
Opelika|32.65|-85.38|31
Enterprise|31.32|-85.86|28
Daphne|30.60|-87.90|28
Homewood|33.47|-86.80|26
Athens|34.80|-86.97|26
Fairhope|30.52|-87.90|22
Anniston|33.66|-85.83|21
Cullman|34.17|-86.84|18
Selma|32.41|-87.02|18
@AK
Anchorage|61.22|-149.90|291
Fairbanks|64.84|-147.72|32
Juneau|58.30|-134.42|32
Wasilla|61.58|-149.44|10
Sitka|57.05|-135.33|8
Ketchikan|55.34|-131.64|8
Kenai|60.55|-151.26|8
Kodiak|57.79|-152.41|6
Bethel|60.79|-161.76|6
Palmer|61.60|-149.11|6
Homer|59.64|-151.55|6
Utqiagvik|71.29|-156.79|5
Nome|64.50|-165.41|4
@AZ
Phoenix|33.45|-112.07|1608
Tucson|32.22|-110.97|543
Mesa|33.42|-111.83|504
Chandler|33.31|-111.84|275
Gilbert|33.35|-111.79|267
Glendale|33.54|-112.19|248
Scottsdale|33.49|-111.93|241
Peoria|33.58|-112.24|190
Tempe|33.43|-111.94|180
Surprise|33.63|-112.37|143
San Tan Valley|33.19|-111.53|99
Yuma|32.69|-114.63|95
Goodyear|33.43|-112.39|95
Buckeye|33.37|-112.58|91
Avondale|33.44|-112.35|89
Flagstaff|35.20|-111.65|76
Queen Creek|33.25|-111.63|60
Maricopa|33.06|-112.05|58
Lake Havasu City|34.48|-114.32|57
Casa Grande|32.88|-111.76|53
Marana|32.44|-111.23|51
Oro Valley|32.39|-110.97|47
Prescott Valley|34.61|-112.32|46
Prescott|34.54|-112.47|45
Sierra Vista|31.55|-110.30|45
Bullhead City|35.15|-114.57|41
Apache Junction|33.42|-111.55|38
El Mirage|33.61|-112.32|35
Kingman|35.19|-114.05|32
Fountain Hills|33.61|-111.72|24
Nogales|31.34|-110.93|20
Sedona|34.87|-111.76|10
@AR
Little Rock|34.75|-92.29|202
Fayetteville|36.06|-94.16|94
Fort Smith|35.39|-94.40|89
Springdale|36.19|-94.13|85
Jonesboro|35.84|-90.70|78
Rogers|36.33|-94.12|69
Conway|35.09|-92.44|64
North Little Rock|34.77|-92.27|64
Bentonville|36.37|-94.21|54
Pine Bluff|34.23|-92.00|41
Hot Springs|34.50|-93.06|38
Benton|34.56|-92.59|36
Sherwood|34.84|-92.22|32
Bella Vista|36.48|-94.27|30
Texarkana|33.44|-94.04|29
Russellville|35.28|-93.13|29
Cabot|34.97|-92.02|26
Searcy|35.25|-91.74|23
El Dorado|33.21|-92.67|17
@CA
Los Angeles|34.05|-118.24|3899
San Diego|32.72|-117.16|1386
San Jose|37.34|-121.89|1013
San Francisco|37.77|-122.42|874
Fresno|36.74|-119.79|542
Sacramento|38.58|-121.49|524
Long Beach|33.77|-118.19|466
Oakland|37.80|-122.27|440
Bakersfield|35.37|-119.02|403
Anaheim|33.84|-117.91|346
Stockton|37.96|-121.29|320
Riverside|33.95|-117.40|314
Santa Ana|33.75|-117.87|310
Irvine|33.68|-117.83|308
Chula Vista|32.64|-117.08|275
Fremont|37.55|-121.99|230
Santa Clarita|34.39|-118.54|228
San Bernardino|34.11|-117.29|222
Modesto|37.64|-121.00|218
Fontana|34.09|-117.44|208
Moreno Valley|33.94|-117.23|208
Oxnard|34.20|-119.18|202
Huntington Beach|33.66|-118.00|199
Glendale|34.14|-118.26|196
Santa Rosa|38.44|-122.71|178
Elk Grove|38.41|-121.37|176
Ontario|34.06|-117.65|175
Rancho Cucamonga|34.11|-117.59|174
Oceanside|33.20|-117.38|174
Lancaster|34.69|-118.15|173
Garden Grove|33.77|-117.94|171
Palmdale|34.58|-118.12|169
Salinas|36.68|-121.66|163
Hayward|37.67|-122.08|162
Corona|33.88|-117.57|157
Sunnyvale|37.37|-122.04|155
Pomona|34.06|-117.75|151
Escondido|33.12|-117.09|151
Roseville|38.75|-121.29|147
Torrance|33.84|-118.34|147
Fullerton|33.87|-117.92|143
Visalia|36.33|-119.29|141
Orange|33.79|-117.85|139
Pasadena|34.15|-118.14|138
Victorville|34.54|-117.29|134
Santa Clara|37.35|-121.96|127
Thousand Oaks|34.17|-118.84|126
Simi Valley|34.27|-118.78|126
Vallejo|38.10|-122.26|126
Concord|37.98|-122.03|125
Berkeley|37.87|-122.27|124
Clovis|36.83|-119.70|120
Fairfield|38.25|-122.04|119
Richmond|37.94|-122.35|116
Antioch|38.00|-121.81|115
Carlsbad|33.16|-117.35|114
Downey|33.94|-118.13|114
Costa Mesa|33.64|-117.92|111
Murrieta|33.55|-117.21|110
Temecula|33.49|-117.15|110
Ventura|34.27|-119.23|110
El Monte|34.07|-118.03|109
West Covina|34.07|-117.94|109
Santa Maria|34.95|-120.44|109
Burbank|34.18|-118.31|107
Inglewood|33.96|-118.35|107
El Cajon|32.79|-116.96|106
San Mateo|37.56|-122.33|105
Jurupa Valley|34.00|-117.47|105
Daly City|37.69|-122.47|104
Rialto|34.11|-117.37|104
Norwalk|33.90|-118.08|103
Vacaville|38.36|-121.99|102
Menifee|33.73|-117.15|102
Chico|39.73|-121.84|101
Hesperia|34.43|-117.30|100
Vista|33.20|-117.24|98
Compton|33.90|-118.22|95
Carson|33.83|-118.28|95
San Marcos|33.14|-117.17|94
Mission Viejo|33.60|-117.67|93
Redding|40.59|-122.39|93
Santa Monica|34.02|-118.49|93
Tracy|37.74|-121.43|93
South Gate|33.95|-118.21|92
Westminster|33.76|-117.99|91
San Leandro|37.73|-122.16|91
Chino|34.01|-117.69|91
Hemet|33.75|-116.97|89
Indio|33.72|-116.22|89
Santa Barbara|34.42|-119.70|88
Hawthorne|33.92|-118.35|88
Whittier|33.98|-118.03|87
Citrus Heights|38.71|-121.28|87
Livermore|37.68|-121.77|87
Merced|37.30|-120.48|86
Lake Forest|33.65|-117.69|86
Newport Beach|33.62|-117.93|85
Buena Park|33.87|-118.00|84
Redwood City|37.49|-122.24|84
San Ramon|37.78|-121.98|84
Alhambra|34.10|-118.13|83
Manteca|37.80|-121.22|83
Lakewood|33.85|-118.13|82
Mountain View|37.39|-122.08|82
Tustin|33.75|-117.83|80
Folsom|38.68|-121.18|80
Milpitas|37.43|-121.90|80
Napa|38.30|-122.29|79
Bellflower|33.88|-118.12|79
Pleasanton|37.66|-121.87|79
Upland|34.10|-117.65|79
Rancho Cordova|38.59|-121.30|79
Chino Hills|33.99|-117.76|78
Alameda|37.77|-122.24|78
Perris|33.78|-117.23|78
Pittsburg|38.03|-121.88|76
Apple Valley|34.50|-117.19|75
Redlands|34.06|-117.18|73
Baldwin Park|34.09|-117.96|72
Turlock|37.49|-120.85|72
Dublin|37.70|-121.94|72
Redondo Beach|33.85|-118.39|71
Rocklin|38.79|-121.24|71
Union City|37.60|-122.02|70
Camarillo|34.22|-119.04|70
Walnut Creek|37.91|-122.06|70
Yuba City|39.14|-121.62|70
Lake Elsinore|33.67|-117.33|70
Eastvale|33.96|-117.56|69
Yorba Linda|33.89|-117.81|68
Palo Alto|37.44|-122.14|68
Tulare|36.21|-119.35|68
Lynwood|33.93|-118.21|67
Lodi|38.13|-121.27|67
Davis|38.54|-121.74|66
South San Francisco|37.65|-122.41|66
Madera|36.96|-120.06|66
Brentwood|37.93|-121.70|64
San Clemente|33.43|-117.61|64
Laguna Niguel|33.52|-117.71|64
La Habra|33.93|-117.95|63
Pico Rivera|33.98|-118.10|62
Montebello|34.01|-118.11|62
Santa Cruz|36.97|-122.03|62
Encinitas|33.04|-117.29|62
Porterville|36.07|-119.02|62
Monterey Park|34.06|-118.12|61
Gardena|33.89|-118.31|61
National City|32.68|-117.10|61
Woodland|38.68|-121.77|61
La Mesa|32.77|-117.02|61
San Rafael|37.97|-122.53|61
Cupertino|37.32|-122.03|60
Santee|32.84|-116.97|60
Petaluma|38.23|-122.64|59
Gilroy|37.01|-121.57|59
Hanford|36.33|-119.65|57
Highland|34.13|-117.21|56
Arcadia|34.14|-118.04|56
Huntington Park|33.98|-118.23|55
Diamond Bar|34.03|-117.81|55
Novato|38.11|-122.57|53
Watsonville|36.91|-121.76|52
Delano|35.77|-119.25|51
Palm Desert|33.72|-116.37|51
Cathedral City|33.78|-116.47|51
Poway|32.96|-117.04|49
San Luis Obispo|35.28|-120.66|47
Palm Springs|33.83|-116.55|45
Los Banos|37.06|-120.85|45
El Centro|32.79|-115.56|44
Lompoc|34.64|-120.46|44
Calexico|32.68|-115.50|38
West Hollywood|34.09|-118.36|35
Beverly Hills|34.07|-118.40|32
Paso Robles|35.63|-120.69|31
Monterey|36.60|-121.89|30
Ridgecrest|35.62|-117.67|28
Eureka|40.80|-124.16|27
Barstow|34.90|-117.02|25
South Lake Tahoe|38.94|-119.98|21
Oroville|39.51|-121.56|20
Arcata|40.87|-124.08|18
Truckee|39.33|-120.18|17
Ukiah|39.15|-123.21|16
Crescent City|41.76|-124.20|6
@CO
Denver|39.74|-104.99|715
Colorado Springs|38.83|-104.82|479
Aurora|39.73|-104.83|386
Fort Collins|40.59|-105.08|170
Lakewood|39.70|-105.08|156
Thornton|39.87|-104.97|141
Arvada|39.80|-105.09|124
Westminster|39.84|-105.04|116
Pueblo|38.25|-104.61|111
Greeley|40.42|-104.71|108
Centennial|39.58|-104.88|108
Boulder|40.01|-105.27|108
Longmont|40.17|-105.10|98
Loveland|40.40|-105.07|76
Broomfield|39.92|-105.09|74
Castle Rock|39.37|-104.86|73
Grand Junction|39.06|-108.55|65
Commerce City|39.81|-104.93|62
Parker|39.52|-104.76|58
Littleton|39.61|-105.02|45
Brighton|39.99|-104.82|41
Northglenn|39.89|-104.99|38
Englewood|39.65|-104.99|33
Windsor|40.48|-104.90|33
Wheat Ridge|39.77|-105.08|32
Lafayette|39.99|-105.09|30
Erie|40.05|-105.05|30
Fountain|38.68|-104.70|29
Montrose|38.48|-107.88|20
Durango|37.28|-107.88|19
Canon City|38.44|-105.24|17
Sterling|40.63|-103.21|14
Steamboat Springs|40.48|-106.83|13
Glenwood Springs|39.55|-107.32|10
Alamosa|37.47|-105.87|10
Aspen|39.19|-106.82|7
Vail|39.64|-106.37|5
@CT
Bridgeport|41.19|-73.20|148
Stamford|41.05|-73.54|136
New Haven|41.31|-72.92|135
Hartford|41.76|-72.69|121
Waterbury|41.56|-73.05|114
Norwalk|41.12|-73.41|91
Danbury|41.39|-73.45|87
New Britain|41.66|-72.78|74
West Hartford|41.76|-72.74|64
Greenwich|41.03|-73.63|63
Hamden|41.40|-72.90|61
Bristol|41.67|-72.95|61
Fairfield|41.14|-73.26|61
Meriden|41.54|-72.81|60
Manchester|41.78|-72.52|59
West Haven|41.27|-72.95|55
Milford|41.22|-73.06|52
Stratford|41.18|-73.13|52
East Hartford|41.78|-72.61|51
Middletown|41.56|-72.65|47
Shelton|41.32|-73.09|41
Norwich|41.52|-72.08|40
Torrington|41.80|-73.12|35
New London|41.36|-72.10|28
Storrs|41.81|-72.25|16
@DE
Wilmington|39.74|-75.55|71
Dover|39.16|-75.52|39
Newark|39.68|-75.75|31
Middletown|39.45|-75.72|23
Smyrna|39.30|-75.60|12
Milford|38.91|-75.43|12
Seaford|38.64|-75.61|8
Georgetown|38.69|-75.39|7
Lewes|38.77|-75.14|3
Rehoboth Beach|38.72|-75.08|1
@DC
Washington|38.90|-77.04|690
@FL
Jacksonville|30.33|-81.66|950
Miami|25.76|-80.19|442
Tampa|27.95|-82.46|385
Orlando|28.54|-81.38|308
St. Petersburg|27.77|-82.64|258
Hialeah|25.86|-80.28|223
Port St. Lucie|27.27|-80.35|204
Tallahassee|30.44|-84.28|196
Cape Coral|26.56|-81.95|194
Fort Lauderdale|26.12|-80.14|183
Pembroke Pines|26.01|-80.22|171
Hollywood|26.01|-80.15|153
Gainesville|29.65|-82.32|141
Miramar|25.99|-80.23|134
Coral Springs|26.27|-80.27|134
Palm Bay|28.03|-80.59|119
West Palm Beach|26.72|-80.05|117
Clearwater|27.97|-82.80|117
Brandon|27.94|-82.29|114
Spring Hill|28.48|-82.53|113
Lakeland|28.04|-81.95|112
Pompano Beach|26.24|-80.12|112
Miami Gardens|25.94|-80.25|111
Riverview|27.87|-82.33|107
Davie|26.06|-80.23|105
Boca Raton|26.37|-80.13|97
Sunrise|26.13|-80.11|97
Plantation|26.13|-80.23|94
Deltona|28.90|-81.26|93
Palm Coast|29.58|-81.21|89
Fort Myers|26.64|-81.87|86
Deerfield Beach|26.32|-80.10|86
Melbourne|28.08|-80.61|84
Miami Beach|25.79|-80.13|83
Largo|27.91|-82.79|82
Boynton Beach|26.53|-80.07|80
Homestead|25.47|-80.48|80
Kendall|25.68|-80.32|80
Kissimmee|28.29|-81.41|79
The Villages|28.93|-81.96|79
Doral|25.82|-80.36|76
Lauderhill|26.14|-80.21|74
North Port|27.04|-82.24|74
Daytona Beach|29.21|-81.02|72
Tamarac|26.21|-80.25|71
Weston|26.10|-80.40|68
Delray Beach|26.46|-80.07|66
Port Orange|29.14|-80.99|65
Ocala|29.19|-82.14|63
Wellington|26.66|-80.24|61
Jupiter|26.93|-80.09|61
Sanford|28.80|-81.27|61
North Miami|25.89|-80.19|60
Palm Beach Gardens|26.82|-80.14|59
Margate|26.24|-80.21|58
St. Cloud|28.25|-81.28|58
Coconut Creek|26.25|-80.18|57
Sarasota|27.34|-82.53|57
Bradenton|27.50|-82.57|56
Apopka|28.68|-81.51|55
Pensacola|30.42|-87.22|54
Pinellas Park|27.84|-82.70|53
Bonita Springs|26.34|-81.78|53
Coral Gables|25.72|-80.27|49
Winter Haven|28.02|-81.73|49
Titusville|28.61|-80.81|48
Fort Pierce|27.45|-80.33|47
Winter Garden|28.57|-81.59|47
Altamonte Springs|28.66|-81.37|46
Cutler Bay|25.58|-80.35|45
Oakland Park|26.17|-80.13|44
North Lauderdale|26.22|-80.23|44
Ormond Beach|29.29|-81.06|43
Clermont|28.55|-81.77|43
Hallandale Beach|25.98|-80.15|41
Aventura|25.96|-80.14|40
Oviedo|28.67|-81.21|40
Panama City|30.16|-85.66|33
Winter Park|28.60|-81.34|30
Key West|24.56|-81.78|26
Fort Walton Beach|30.42|-86.62|21
Naples|26.14|-81.79|19
Punta Gorda|26.93|-82.05|19
Vero Beach|27.64|-80.40|17
St. Augustine|29.90|-81.31|15
Destin|30.39|-86.50|14
Lake City|30.19|-82.64|12
Sebring|27.50|-81.44|11
@GA
Atlanta|33.75|-84.39|499
Columbus|32.46|-84.99|206
Augusta|33.47|-81.97|202
Macon|32.84|-83.63|157
Savannah|32.08|-81.09|148
Athens|33.96|-83.38|127
Sandy Springs|33.92|-84.38|108
South Fulton|33.59|-84.67|107
Roswell|34.02|-84.36|92
Johns Creek|34.03|-84.20|82
Warner Robins|32.61|-83.63|80
Albany|31.58|-84.16|69
Alpharetta|34.08|-84.29|66
Marietta|33.95|-84.55|61
Stonecrest|33.70|-84.13|59
Smyrna|33.88|-84.51|55
Valdosta|30.83|-83.28|55
Brookhaven|33.87|-84.34|55
Dunwoody|33.95|-84.33|51
Peachtree Corners|33.97|-84.22|42
Gainesville|34.30|-83.82|42
Newnan|33.38|-84.80|42
Peachtree City|33.40|-84.60|38
Rome|34.26|-85.16|37
Douglasville|33.75|-84.75|35
Hinesville|31.85|-81.60|34
Kennesaw|34.02|-84.62|34
Dalton|34.77|-84.97|34
Statesboro|32.45|-81.78|33
Canton|34.24|-84.49|32
LaGrange|33.04|-85.03|31
Lawrenceville|33.96|-83.99|30
Stockbridge|33.54|-84.23|29
Carrollton|33.58|-85.08|27
Thomasville|30.84|-83.98|19
Milledgeville|33.08|-83.23|17
Tifton|31.45|-83.51|17
Brunswick|31.15|-81.49|15
@HI
Honolulu|21.31|-157.86|350
East Honolulu|21.29|-157.72|50
Pearl City|21.40|-157.97|45
Hilo|19.72|-155.09|45
Waipahu|21.39|-158.01|43
Kailua|21.40|-157.74|40
Kaneohe|21.40|-157.80|37
Kahului|20.89|-156.47|28
Mililani|21.45|-158.02|28
Kailua-Kona|19.64|-155.99|23
Kihei|20.76|-156.45|22
Kapolei|21.34|-158.06|21
Wailuku|20.89|-156.50|17
Lahaina|20.88|-156.68|13
Lihue|21.98|-159.37|8
@ID
Boise|43.62|-116.20|236
Meridian|43.61|-116.39|118
Nampa|43.58|-116.56|100
Idaho Falls|43.49|-112.03|65
Caldwell|43.66|-116.69|59
Pocatello|42.86|-112.45|57
Coeur d'Alene|47.68|-116.78|55
Twin Falls|42.56|-114.46|51
Rexburg|43.83|-111.79|39
Post Falls|47.72|-116.95|38
Lewiston|46.42|-117.02|34
Eagle|43.70|-116.35|30
Moscow|46.73|-117.00|26
Kuna|43.49|-116.42|24
Ammon|43.47|-111.97|18
Mountain Home|43.13|-115.69|15
Blackfoot|43.19|-112.34|12
Sandpoint|48.28|-116.55|9
Ketchum|43.68|-114.36|3
@IL
Chicago|41.88|-87.63|2746
Aurora|41.76|-88.32|180
Joliet|41.53|-88.08|150
Naperville|41.75|-88.15|149
Rockford|42.27|-89.09|148
Springfield|39.80|-89.64|114
Elgin|42.04|-88.28|114
Peoria|40.69|-89.59|113
Waukegan|42.36|-87.84|89
Champaign|40.12|-88.24|88
Cicero|41.85|-87.75|85
Bloomington|40.48|-88.99|78
Evanston|42.05|-87.69|78
Schaumburg|42.03|-88.08|78
Arlington Heights|42.09|-87.98|77
Bolingbrook|41.70|-88.07|74
Decatur|39.84|-88.95|70
Palatine|42.11|-88.03|67
Skokie|42.03|-87.73|67
Des Plaines|42.03|-87.88|60
Orland Park|41.63|-87.85|58
Oak Lawn|41.71|-87.75|58
Berwyn|41.85|-87.79|57
Mount Prospect|42.07|-87.94|56
Tinley Park|41.57|-87.78|55
Oak Park|41.89|-87.78|54
Normal|40.51|-88.99|53
Wheaton|41.87|-88.11|53
Hoffman Estates|42.04|-88.08|52
Downers Grove|41.81|-88.01|50
Glenview|42.07|-87.79|48
Elmhurst|41.90|-87.94|46
Plainfield|41.63|-88.20|45
Moline|41.51|-90.52|42
Belleville|38.52|-89.98|42
DeKalb|41.93|-88.75|41
Quincy|39.94|-91.41|40
Crystal Lake|42.24|-88.32|40
Romeoville|41.65|-88.09|40
Carol Stream|41.91|-88.13|39
Urbana|40.11|-88.21|38
Rock Island|41.51|-90.58|37
Oswego|41.68|-88.35|35
O'Fallon|38.59|-89.91|32
Galesburg|40.95|-90.37|30
Danville|40.12|-87.63|29
Edwardsville|38.81|-89.95|26
Alton|38.89|-90.18|26
Kankakee|41.12|-87.86|24
Carbondale|37.73|-89.22|22
Mattoon|39.48|-88.37|17
Marion|37.73|-88.93|16
Macomb|40.46|-90.67|15
Effingham|39.12|-88.54|12
@IN
Indianapolis|39.77|-86.16|887
Fort Wayne|41.08|-85.14|264
Evansville|37.97|-87.56|117
South Bend|41.68|-86.25|103
Carmel|39.98|-86.12|99
Fishers|39.96|-86.01|99
Bloomington|39.17|-86.53|79
Hammond|41.58|-87.50|77
Lafayette|40.42|-86.88|70
Gary|41.59|-87.35|69
Noblesville|40.05|-86.01|69
Muncie|40.19|-85.39|65
Greenwood|39.61|-86.11|63
Kokomo|40.49|-86.13|59
Terre Haute|39.47|-87.41|58
Anderson|40.11|-85.68|55
Elkhart|41.68|-85.98|53
Mishawaka|41.66|-86.16|51
Jeffersonville|38.28|-85.74|50
Columbus|39.20|-85.92|50
Lawrence|39.84|-86.03|49
Westfield|40.04|-86.13|46
West Lafayette|40.43|-86.91|44
New Albany|38.29|-85.82|37
Portage|41.58|-87.18|37
Merrillville|41.48|-87.33|36
Richmond|39.83|-84.89|35
Plainfield|39.70|-86.40|35
Valparaiso|41.47|-87.06|34
Goshen|41.58|-85.83|34
Crown Point|41.42|-87.37|33
Michigan City|41.71|-86.90|32
Marion|40.56|-85.66|28
Vincennes|38.68|-87.53|17
@IA
Des Moines|41.59|-93.62|214
Cedar Rapids|41.98|-91.67|137
Davenport|41.52|-90.58|101
Sioux City|42.50|-96.40|85
Iowa City|41.66|-91.53|75
West Des Moines|41.58|-93.71|68
Ankeny|41.73|-93.61|67
Waterloo|42.49|-92.34|67
Ames|42.03|-93.62|66
Council Bluffs|41.26|-95.86|62
Dubuque|42.50|-90.66|59
Urbandale|41.63|-93.71|45
Cedar Falls|42.53|-92.45|41
Marion|42.03|-91.60|41
Bettendorf|41.52|-90.52|39
Mason City|43.15|-93.20|27
Marshalltown|42.05|-92.91|27
Clinton|41.84|-90.19|25
Fort Dodge|42.50|-94.17|25
Ottumwa|41.02|-92.41|25
Burlington|40.81|-91.11|23
Muscatine|41.42|-91.04|23
Spencer|43.14|-95.14|11
Storm Lake|42.64|-95.21|11
@KS
Wichita|37.69|-97.34|397
Overland Park|38.98|-94.67|197
Kansas City|39.11|-94.63|156
Olathe|38.88|-94.82|141
Topeka|39.05|-95.68|126
Lawrence|38.97|-95.24|95
Shawnee|39.02|-94.72|67
Lenexa|38.95|-94.73|57
Manhattan|39.18|-96.57|54
Salina|38.84|-97.61|46
Hutchinson|38.06|-97.93|40
Leavenworth|39.31|-94.92|37
Leawood|38.97|-94.62|34
Garden City|37.97|-100.87|28
Dodge City|37.75|-100.02|28
Derby|37.55|-97.27|25
Emporia|38.40|-96.18|24
Junction City|39.03|-96.83|22
Hays|38.88|-99.33|21
Pittsburg|37.41|-94.70|20
Liberal|37.04|-100.92|19
Great Bend|38.36|-98.76|15
@KY
Louisville|38.25|-85.76|633
Lexington|38.04|-84.50|322
Bowling Green|36.99|-86.44|72
Owensboro|37.77|-87.11|60
Covington|39.08|-84.51|41
Georgetown|38.21|-84.56|37
Richmond|37.75|-84.29|35
Florence|38.99|-84.63|32
Hopkinsville|36.87|-87.49|31
Nicholasville|37.88|-84.57|31
Elizabethtown|37.69|-85.86|31
Henderson|37.84|-87.59|28
Frankfort|38.20|-84.87|28
Independence|38.94|-84.54|28
Jeffersontown|38.19|-85.56|28
Paducah|37.08|-88.60|27
Radcliff|37.84|-85.95|23
Ashland|38.48|-82.64|21
Madisonville|37.33|-87.50|19
Murray|36.61|-88.31|18
Danville|37.65|-84.77|17
Berea|37.57|-84.30|15
Somerset|37.09|-84.60|12
London|37.13|-84.08|8
Pikeville|37.48|-82.52|7
@LA
New Orleans|29.95|-90.07|384
Baton Rouge|30.45|-91.19|227
Shreveport|32.53|-93.75|188
Metairie|29.98|-90.15|143
Lafayette|30.22|-92.02|121
Lake Charles|30.23|-93.22|84
Kenner|29.99|-90.24|66
Bossier City|32.52|-93.73|62
Monroe|32.51|-92.12|47
Alexandria|31.31|-92.45|45
Houma|29.60|-90.72|33
New Iberia|30.00|-91.82|29
Central|30.55|-91.04|29
Slidell|30.28|-89.78|28
Ruston|32.52|-92.64|22
Hammond|30.50|-90.46|20
Sulphur|30.24|-93.38|20
Zachary|30.65|-91.16|19
Natchitoches|31.76|-93.09|18
Opelousas|30.53|-92.08|15
Thibodaux|29.80|-90.82|15
Mandeville|30.36|-90.07|13
Covington|30.48|-90.10|11
@ME
Portland|43.66|-70.26|68
Lewiston|44.10|-70.21|37
Bangor|44.80|-68.77|32
South Portland|43.64|-70.24|26
Auburn|44.10|-70.23|24
Biddeford|43.49|-70.45|22
Scarborough|43.58|-70.32|22
Sanford|43.44|-70.77|21
Brunswick|43.91|-69.96|21
Saco|43.50|-70.44|20
Westbrook|43.68|-70.37|20
Augusta|44.31|-69.78|19
Waterville|44.55|-69.63|16
Presque Isle|46.68|-68.02|9
Skowhegan|44.77|-69.72|9
Caribou|46.86|-68.01|8
Ellsworth|44.54|-68.42|8
Rockland|44.10|-69.11|7
Bar Harbor|44.39|-68.20|5
@MD
Baltimore|39.29|-76.61|586
Columbia|39.20|-76.86|105
Germantown|39.17|-77.27|91
Silver Spring|38.99|-77.03|81
Waldorf|38.62|-76.94|81
Frederick|39.41|-77.41|78
Ellicott City|39.27|-76.80|75
Glen Burnie|39.16|-76.62|72
Gaithersburg|39.14|-77.20|69
Rockville|39.08|-77.15|68
Bethesda|38.98|-77.10|68
Dundalk|39.25|-76.52|67
Towson|39.40|-76.60|59
Bowie|38.94|-76.73|58
Hagerstown|39.64|-77.72|43
Annapolis|38.98|-76.49|40
College Park|38.99|-76.94|34
Salisbury|38.36|-75.60|33
Laurel|39.10|-76.85|30
Westminster|39.58|-77.00|20
Cumberland|39.65|-78.76|19
Easton|38.77|-76.08|17
Aberdeen|39.51|-76.16|16
Elkton|39.61|-75.83|15
Lexington Park|38.27|-76.45|12
Bel Air|39.54|-76.35|10
Ocean City|38.34|-75.08|7
@MA
Boston|42.36|-71.06|676
Worcester|42.26|-71.80|206
Springfield|42.10|-72.59|155
Cambridge|42.37|-71.11|118
Lowell|42.63|-71.32|115
Brockton|42.08|-71.02|105
Quincy|42.25|-71.00|101
Lynn|42.47|-70.95|101
New Bedford|41.64|-70.93|101
Fall River|41.70|-71.16|94
Lawrence|42.71|-71.16|89
Newton|42.34|-71.21|88
Somerville|42.39|-71.10|81
Framingham|42.28|-71.42|72
Haverhill|42.78|-71.08|67
Malden|42.43|-71.07|66
Waltham|42.38|-71.24|65
Brookline|42.33|-71.12|63
Revere|42.41|-71.01|62
Plymouth|41.96|-70.67|61
Medford|42.42|-71.11|59
Taunton|41.90|-71.09|59
Weymouth|42.22|-70.94|57
Chicopee|42.15|-72.61|55
Peabody|42.53|-70.93|54
Methuen|42.73|-71.19|53
Everett|42.41|-71.05|49
Barnstable|41.70|-70.30|48
Arlington|42.42|-71.16|46
Attleboro|41.94|-71.29|46
Salem|42.52|-70.90|44
Pittsfield|42.45|-73.25|43
Leominster|42.53|-71.76|43
Beverly|42.56|-70.88|42
Fitchburg|42.58|-71.80|41
Marlborough|42.35|-71.55|41
Westfield|42.13|-72.75|40
Woburn|42.48|-71.15|40
Chelsea|42.39|-71.03|40
Amherst|42.38|-72.52|39
Holyoke|42.20|-72.62|38
Natick|42.28|-71.35|37
Andover|42.66|-71.14|36
Needham|42.28|-71.24|32
Northampton|42.32|-72.63|29
Wellesley|42.30|-71.29|29
Burlington|42.50|-71.20|26
Dedham|42.24|-71.17|25
Hyannis|41.65|-70.29|14
Nantucket|41.28|-70.10|14
@MI
Detroit|42.33|-83.05|639
Grand Rapids|42.96|-85.67|199
Warren|42.51|-83.01|139
Sterling Heights|42.58|-83.03|134
Ann Arbor|42.28|-83.74|123
Lansing|42.73|-84.56|112
Dearborn|42.32|-83.18|109
Clinton Township|42.59|-82.92|100
Canton|42.31|-83.48|98
Livonia|42.37|-83.35|95
Troy|42.61|-83.15|87
Westland|42.32|-83.40|85
Farmington Hills|42.49|-83.38|83
Flint|43.01|-83.69|81
Wyoming|42.91|-85.71|76
Southfield|42.47|-83.22|76
Rochester Hills|42.66|-83.15|76
Kalamazoo|42.29|-85.59|73
Novi|42.48|-83.48|66
Taylor|42.24|-83.27|63
Dearborn Heights|42.34|-83.27|63
Pontiac|42.64|-83.29|61
St. Clair Shores|42.50|-82.90|59
Royal Oak|42.49|-83.14|58
Kentwood|42.87|-85.64|54
Battle Creek|42.32|-85.18|52
Portage|42.20|-85.58|49
East Lansing|42.74|-84.48|47
Roseville|42.50|-82.94|47
Saginaw|43.42|-83.95|44
Midland|43.62|-84.25|42
Lincoln Park|42.25|-83.18|40
Muskegon|43.23|-86.25|38
Holland|42.79|-86.11|34
Bay City|43.59|-83.89|33
Jackson|42.25|-84.40|32
Port Huron|42.97|-82.42|28
Marquette|46.54|-87.40|21
Mount Pleasant|43.60|-84.77|21
Adrian|41.90|-84.04|21
Monroe|41.92|-83.40|20
Ypsilanti|42.24|-83.61|20
Traverse City|44.76|-85.62|15
Sault Ste. Marie|46.50|-84.35|13
Escanaba|45.75|-87.06|12
Alpena|45.06|-83.43|10
Houghton|47.12|-88.57|8
Petoskey|45.37|-84.96|6
@MN
Minneapolis|44.98|-93.27|430
St. Paul|44.95|-93.09|311
Rochester|44.02|-92.47|121
Bloomington|44.84|-93.30|89
Duluth|46.79|-92.10|87
Brooklyn Park|45.09|-93.36|86
Plymouth|45.01|-93.46|81
Woodbury|44.92|-92.96|75
Maple Grove|45.07|-93.46|70
Blaine|45.16|-93.23|70
Lakeville|44.65|-93.24|69
St. Cloud|45.56|-94.16|68
Eagan|44.80|-93.17|68
Eden Prairie|44.85|-93.47|64
Burnsville|44.77|-93.28|64
Coon Rapids|45.12|-93.30|63
Apple Valley|44.73|-93.22|56
Minnetonka|44.91|-93.50|53
Edina|44.89|-93.35|53
St. Louis Park|44.95|-93.35|50
Mankato|44.16|-94.00|44
Moorhead|46.87|-96.77|44
Shakopee|44.80|-93.53|44
Maplewood|44.95|-92.99|42
Cottage Grove|44.83|-92.94|38
Richfield|44.88|-93.28|36
Roseville|45.01|-93.16|36
Inver Grove Heights|44.85|-93.04|35
Brooklyn Center|45.08|-93.33|33
Andover|45.23|-93.29|32
Savage|44.78|-93.34|32
Winona|44.05|-91.64|26
Owatonna|44.08|-93.23|26
Austin|43.67|-92.97|26
Willmar|45.12|-95.04|21
Northfield|44.46|-93.16|20
Red Wing|44.56|-92.53|17
Hibbing|47.43|-92.94|16
Bemidji|47.47|-94.88|15
Brainerd|46.36|-94.20|14
Fergus Falls|46.28|-96.08|14
Alexandria|45.89|-95.38|14
Marshall|44.45|-95.79|13
Worthington|43.62|-95.60|13
Grand Rapids|47.24|-93.53|11
International Falls|48.60|-93.41|6
@MS
Jackson|32.30|-90.18|154
Gulfport|30.37|-89.09|73
Southaven|34.99|-90.01|55
Biloxi|30.40|-88.89|49
Hattiesburg|31.33|-89.29|48
Olive Branch|34.96|-89.83|39
Tupelo|34.26|-88.70|38
Meridian|32.36|-88.70|35
Greenville|33.41|-91.06|29
Clinton|32.34|-90.32|28
Madison|32.46|-90.12|27
Pearl|32.27|-90.13|27
Horn Lake|34.96|-90.03|26
Oxford|34.37|-89.52|26
Brandon|32.27|-89.99|25
Starkville|33.45|-88.82|25
Columbus|33.50|-88.43|24
Pascagoula|30.37|-88.56|22
Vicksburg|32.35|-90.88|21
Ocean Springs|30.41|-88.83|18
Laurel|31.69|-89.13|17
Corinth|34.93|-88.52|15
Natchez|31.56|-91.40|14
McComb|31.24|-90.45|12
Grenada|33.77|-89.81|12
Cleveland|33.74|-90.72|11
@MO
Kansas City|39.10|-94.58|508
St. Louis|38.63|-90.20|301
Springfield|37.21|-93.29|169
Columbia|38.95|-92.33|126
Independence|39.09|-94.42|123
Lee's Summit|38.91|-94.38|101
O'Fallon|38.81|-90.70|91
St. Joseph|39.77|-94.85|72
St. Charles|38.79|-90.50|70
Blue Springs|39.02|-94.28|58
St. Peters|38.80|-90.63|58
Florissant|38.79|-90.32|52
Joplin|37.08|-94.51|51
Chesterfield|38.66|-90.58|49
Jefferson City|38.58|-92.17|43
Wentzville|38.81|-90.85|44
Cape Girardeau|37.31|-89.52|40
Wildwood|38.58|-90.66|35
University City|38.66|-90.31|35
Ballwin|38.60|-90.55|31
Liberty|39.25|-94.42|31
Raytown|39.01|-94.46|30
Kirkwood|38.58|-90.41|29
Maryland Heights|38.71|-90.43|28
Gladstone|39.20|-94.55|27
Grandview|38.89|-94.53|26
Hazelwood|38.77|-90.37|25
Belton|38.81|-94.53|24
Nixa|37.04|-93.29|23
Sedalia|38.70|-93.23|22
Ozark|37.02|-93.21|21
Rolla|37.95|-91.77|20
Warrensburg|38.76|-93.74|20
Farmington|37.78|-90.42|18
Kirksville|40.19|-92.58|17
Hannibal|39.71|-91.36|17
Poplar Bluff|36.76|-90.39|17
Sikeston|36.88|-89.59|16
Branson|36.64|-93.22|12
@MT
Billings|45.78|-108.50|117
Missoula|46.87|-114.00|74
Great Falls|47.50|-111.30|60
Bozeman|45.68|-111.04|53
Butte|46.00|-112.53|34
Helena|46.59|-112.04|32
Kalispell|48.20|-114.31|24
Belgrade|45.78|-111.18|11
Havre|48.55|-109.68|9
Anaconda|46.13|-112.94|9
Miles City|46.41|-105.84|8
Livingston|45.66|-110.56|8
Whitefish|48.41|-114.34|8
Lewistown|47.06|-109.43|6
Sidney|47.72|-104.16|6
Glendive|47.11|-104.71|5
@NE
Omaha|41.26|-95.93|486
Lincoln|40.81|-96.70|291
Bellevue|41.16|-95.91|64
Grand Island|40.93|-98.34|53
Kearney|40.70|-99.08|34
Fremont|41.43|-96.50|27
Hastings|40.59|-98.39|25
Norfolk|42.03|-97.42|24
Columbus|41.43|-97.37|24
Papillion|41.15|-96.04|24
North Platte|41.12|-100.77|23
La Vista|41.18|-96.03|16
Scottsbluff|41.87|-103.67|15
South Sioux City|42.47|-96.41|14
Beatrice|40.27|-96.75|12
Lexington|40.78|-99.74|10
Gering|41.83|-103.66|8
Alliance|42.10|-102.87|8
McCook|40.20|-100.63|7
@NV
Las Vegas|36.17|-115.14|641
Henderson|36.04|-114.98|317
Reno|39.53|-119.81|264
North Las Vegas|36.20|-115.12|262
Enterprise|36.03|-115.24|221
Spring Valley|36.11|-115.25|215
Sunrise Manor|36.21|-115.07|205
Paradise|36.10|-115.15|191
Sparks|39.53|-119.75|108
Carson City|39.16|-119.77|58
Pahrump|36.21|-115.98|44
Fernley|39.61|-119.25|22
Elko|40.83|-115.76|20
Mesquite|36.81|-114.07|20
Boulder City|35.98|-114.83|15
Fallon|39.47|-118.78|9
Winnemucca|40.97|-117.74|8
Ely|39.25|-114.89|4
@NH
Manchester|42.99|-71.46|115
Nashua|42.77|-71.47|91
Concord|43.21|-71.54|44
Derry|42.88|-71.33|34
Dover|43.20|-70.87|33
Rochester|43.30|-70.98|32
Salem|42.79|-71.20|30
Merrimack|42.87|-71.49|26
Londonderry|42.87|-71.37|26
Hudson|42.76|-71.44|25
Keene|42.93|-72.28|23
Portsmouth|43.07|-70.76|22
Laconia|43.53|-71.47|17
Exeter|42.98|-70.95|16
Lebanon|43.64|-72.25|14
Claremont|43.38|-72.35|13
Hanover|43.70|-72.29|11
Berlin|44.47|-71.19|9
@NJ
Newark|40.74|-74.17|311
Jersey City|40.73|-74.08|292
Paterson|40.92|-74.17|159
Elizabeth|40.66|-74.21|137
Lakewood|40.10|-74.22|135
Edison|40.52|-74.41|107
Woodbridge|40.56|-74.29|103
Toms River|39.95|-74.20|95
Hamilton|40.21|-74.68|92
Trenton|40.22|-74.76|90
Clifton|40.86|-74.16|90
Cherry Hill|39.93|-75.03|74
Brick|40.06|-74.11|73
Camden|39.93|-75.12|71
Bayonne|40.67|-74.11|71
Passaic|40.86|-74.13|70
East Orange|40.77|-74.20|69
Union City|40.78|-74.02|68
Franklin Township|40.48|-74.54|68
Middletown|40.39|-74.12|67
Old Bridge|40.41|-74.31|66
Gloucester Township|39.79|-75.04|66
North Bergen|40.80|-74.01|63
Irvington|40.73|-74.23|61
Vineland|39.49|-75.03|60
Piscataway|40.50|-74.40|60
Hoboken|40.74|-74.03|60
Union|40.70|-74.26|59
Jackson|40.10|-74.36|58
Parsippany|40.86|-74.43|56
New Brunswick|40.49|-74.45|55
Perth Amboy|40.51|-74.27|55
Wayne|40.93|-74.28|54
Plainfield|40.63|-74.41|54
Howell|40.18|-74.20|53
Bloomfield|40.81|-74.19|53
West New York|40.79|-74.01|52
East Brunswick|40.43|-74.42|49
Washington Township|39.75|-75.07|48
West Orange|40.80|-74.24|48
Egg Harbor Township|39.38|-74.60|47
South Brunswick|40.38|-74.53|47
Evesham|39.86|-74.89|46
Hackensack|40.89|-74.04|46
Bridgewater|40.59|-74.61|45
Manchester|40.00|-74.30|45
Sayreville|40.46|-74.36|45
Mount Laurel|39.93|-74.89|44
Berkeley|39.90|-74.18|43
North Brunswick|40.45|-74.48|43
Linden|40.62|-74.24|43
Kearny|40.77|-74.15|41
Marlboro|40.32|-74.25|41
Teaneck|40.89|-74.01|41
Fort Lee|40.85|-73.97|40
Montclair|40.83|-74.21|40
Atlantic City|39.36|-74.42|38
Long Branch|40.30|-73.99|32
Princeton|40.35|-74.66|31
Livingston|40.80|-74.33|31
Voorhees|39.85|-74.96|31
Millville|39.40|-75.04|27
Paramus|40.94|-74.07|26
Ridgewood|40.98|-74.12|26
Summit|40.72|-74.36|22
Morristown|40.80|-74.48|20
Asbury Park|40.22|-74.01|15
Red Bank|40.35|-74.06|13
Freehold|40.26|-74.27|12
Somerville|40.57|-74.61|12
Ocean City|39.28|-74.57|11
Cape May|38.94|-74.91|3
@NM
Albuquerque|35.08|-106.65|564
Las Cruces|32.32|-106.76|111
Rio Rancho|35.23|-106.66|104
Santa Fe|35.69|-105.94|88
Roswell|33.39|-104.52|48
Farmington|36.73|-108.22|46
Hobbs|32.70|-103.14|40
Clovis|34.40|-103.21|38
Carlsbad|32.42|-104.23|32
Alamogordo|32.90|-105.96|31
Gallup|35.53|-108.74|22
Los Lunas|34.81|-106.73|17
Sunland Park|31.80|-106.58|17
Deming|32.27|-107.76|14
Las Vegas|35.59|-105.22|13
Los Alamos|35.88|-106.30|13
Portales|34.19|-103.33|12
Artesia|32.84|-104.40|12
Silver City|32.77|-108.28|9
Grants|35.15|-107.85|9
Socorro|34.06|-106.89|8
Taos|36.41|-105.57|6
@NY
New York|40.71|-74.01|8804
Brooklyn|40.68|-73.94|2737
Queens|40.73|-73.79|2406
Manhattan|40.78|-73.97|1694
Bronx|40.84|-73.87|1472
Staten Island|40.58|-74.15|496
Islip|40.73|-73.21|335
Buffalo|42.89|-78.88|278
Babylon|40.70|-73.33|218
Rochester|43.16|-77.61|211
Yonkers|40.93|-73.90|211
Huntington|40.87|-73.43|204
Syracuse|43.05|-76.15|148
Ramapo|41.13|-74.11|148
Amherst|42.98|-78.80|129
Smithtown|40.86|-73.20|116
Albany|42.65|-73.75|99
Greece|43.21|-77.69|96
Cheektowaga|42.90|-78.75|89
Clarkstown|41.13|-73.97|86
New Rochelle|40.91|-73.78|79
Tonawanda|43.02|-78.88|73
Mount Vernon|40.91|-73.84|73
Southampton|40.88|-72.39|69
Schenectady|42.81|-73.94|68
Utica|43.10|-75.23|65
Brentwood|40.78|-73.25|62
White Plains|41.03|-73.76|59
Hempstead|40.71|-73.62|59
Levittown|40.73|-73.51|52
Troy|42.73|-73.69|51
Irondequoit|43.21|-77.58|51
Niagara Falls|43.09|-79.06|48
Binghamton|42.10|-75.92|47
Henrietta|43.06|-77.61|45
Freeport|40.66|-73.59|44
Hicksville|40.77|-73.53|43
Valley Stream|40.66|-73.71|40
Long Beach|40.59|-73.66|35
Riverhead|40.92|-72.66|35
Spring Valley|41.11|-74.04|33
Rome|43.21|-75.46|32
Ithaca|42.44|-76.50|32
Poughkeepsie|41.70|-73.92|31
Port Chester|41.00|-73.67|31
North Tonawanda|43.04|-78.86|30
Middletown|41.45|-74.42|30
Jamestown|42.10|-79.24|28
Newburgh|41.50|-74.01|28
Saratoga Springs|43.08|-73.78|28
Elmira|42.09|-76.81|26
Auburn|42.93|-76.57|26
Watertown|43.97|-75.91|25
Peekskill|41.29|-73.92|25
Ossining|41.16|-73.86|25
Kingston|41.93|-74.00|24
Garden City|40.73|-73.63|23
Plattsburgh|44.70|-73.45|20
Lockport|43.17|-78.69|20
Mineola|40.75|-73.64|20
Cortland|42.60|-76.18|18
Scarsdale|40.99|-73.78|18
Oswego|43.46|-76.51|17
Batavia|43.00|-78.19|15
Glens Falls|43.31|-73.64|14
Oneonta|42.45|-75.06|14
Geneva|42.87|-76.98|13
Corning|42.14|-77.05|11
Great Neck|40.80|-73.73|11
Manhasset|40.80|-73.70|8
Cooperstown|42.70|-74.92|2
Lake Placid|44.28|-73.98|2
@NC
Charlotte|35.23|-80.84|875
Raleigh|35.78|-78.64|467
Greensboro|36.07|-79.79|299
Durham|35.99|-78.90|284
Winston-Salem|36.10|-80.24|250
Fayetteville|35.05|-78.88|208
Cary|35.79|-78.78|174
Wilmington|34.23|-77.94|115
High Point|35.96|-80.01|114
Concord|35.41|-80.58|105
Asheville|35.60|-82.55|94
Greenville|35.61|-77.37|87
Gastonia|35.26|-81.19|80
Jacksonville|34.75|-77.43|72
Huntersville|35.41|-80.84|61
Chapel Hill|35.91|-79.06|61
Apex|35.73|-78.85|59
Burlington|36.10|-79.44|57
Rocky Mount|35.94|-77.79|54
Kannapolis|35.49|-80.62|53
Mooresville|35.58|-80.81|50
Wake Forest|35.98|-78.51|47
Wilson|35.72|-77.92|47
Hickory|35.73|-81.34|43
Holly Springs|35.65|-78.83|41
Indian Trail|35.08|-80.67|39
Salisbury|35.67|-80.47|35
Monroe|34.99|-80.55|35
Fuquay-Varina|35.58|-78.80|34
Goldsboro|35.38|-77.99|33
Cornelius|35.49|-80.86|31
Garner|35.71|-78.61|31
New Bern|35.11|-77.04|31
Sanford|35.48|-79.18|30
Matthews|35.12|-80.72|29
Morrisville|35.82|-78.83|29
Statesville|35.78|-80.89|28
Thomasville|35.88|-80.08|27
Asheboro|35.71|-79.81|27
Mint Hill|35.18|-80.65|26
Kernersville|36.12|-80.07|26
Shelby|35.29|-81.54|22
Boone|36.22|-81.67|19
Kinston|35.26|-77.58|19
Lumberton|34.62|-79.01|19
Elizabeth City|36.29|-76.25|18
Morganton|35.75|-81.68|17
Pinehurst|35.20|-79.47|17
Southern Pines|35.17|-79.39|16
Hendersonville|35.32|-82.46|15
Roanoke Rapids|36.46|-77.65|15
Morehead City|34.72|-76.73|9
Kill Devil Hills|36.03|-75.68|7
@ND
Fargo|46.88|-96.79|126
Bismarck|46.81|-100.78|74
Grand Forks|47.93|-97.03|59
Minot|48.23|-101.30|48
West Fargo|46.87|-96.90|38
Williston|48.15|-103.62|29
Dickinson|46.88|-102.79|25
Mandan|46.83|-100.89|24
Jamestown|46.91|-98.71|16
Wahpeton|46.27|-96.61|8
Devils Lake|48.11|-98.86|7
Valley City|46.92|-98.00|6
Watford City|47.80|-103.28|6
@OH
Columbus|39.96|-83.00|906
Cleveland|41.50|-81.69|373
Cincinnati|39.10|-84.51|309
Toledo|41.65|-83.54|270
Akron|41.08|-81.52|190
Dayton|39.76|-84.19|138
Parma|41.40|-81.72|81
Canton|40.80|-81.38|71
Lorain|41.45|-82.18|65
West Chester|39.33|-84.41|65
Hamilton|39.40|-84.56|63
Youngstown|41.10|-80.65|60
Springfield|39.92|-83.81|58
Kettering|39.69|-84.17|57
Elyria|41.37|-82.11|53
Cuyahoga Falls|41.13|-81.48|51
Lakewood|41.48|-81.80|50
Middletown|39.52|-84.40|50
Newark|40.06|-82.40|50
Dublin|40.10|-83.11|49
Euclid|41.59|-81.53|49
Mentor|41.67|-81.34|47
Mansfield|40.76|-82.52|47
Beavercreek|39.71|-84.06|46
Strongsville|41.31|-81.84|46
Cleveland Heights|41.52|-81.56|45
Fairfield|39.35|-84.56|44
Huber Heights|39.84|-84.12|43
Delaware|40.30|-83.07|41
Grove City|39.88|-83.09|41
Reynoldsburg|39.95|-82.81|41
Findlay|41.04|-83.65|40
Westerville|40.13|-82.93|39
Warren|41.24|-80.82|39
Hilliard|40.03|-83.16|37
Upper Arlington|40.03|-83.06|36
Marion|40.59|-83.13|36
Lima|40.74|-84.11|35
Stow|41.16|-81.44|35
Brunswick|41.24|-81.84|35
Gahanna|40.02|-82.88|35
Mason|39.36|-84.31|34
Massillon|40.80|-81.52|32
Bowling Green|41.37|-83.65|30
Kent|41.15|-81.36|28
Wooster|40.81|-81.94|27
Sandusky|41.45|-82.71|25
Zanesville|39.94|-82.01|25
Athens|39.33|-82.10|24
Oxford|39.51|-84.75|23
Chillicothe|39.33|-82.98|22
Portsmouth|38.73|-83.00|19
Steubenville|40.36|-80.61|18
Ashtabula|41.87|-80.79|18
Defiance|41.28|-84.36|17
Marietta|39.42|-81.45|13
@OK
Oklahoma City|35.47|-97.52|681
Tulsa|36.15|-95.99|413
Norman|35.22|-97.44|128
Broken Arrow|36.05|-95.79|113
Edmond|35.65|-97.48|94
Lawton|34.60|-98.39|91
Moore|35.34|-97.49|62
Midwest City|35.45|-97.40|58
Enid|36.40|-97.88|51
Stillwater|36.12|-97.06|48
Owasso|36.27|-95.85|38
Bartlesville|36.75|-95.98|37
Muskogee|35.75|-95.37|36
Shawnee|35.33|-96.93|31
Bixby|35.94|-95.88|29
Yukon|35.51|-97.76|28
Jenks|36.02|-95.97|25
Ardmore|34.17|-97.14|24
Ponca City|36.71|-97.09|24
Mustang|35.38|-97.72|23
Duncan|34.50|-97.96|22
Del City|35.44|-97.44|22
Sapulpa|36.00|-96.11|21
Sand Springs|36.14|-96.11|20
El Reno|35.53|-97.95|20
Claremore|36.31|-95.62|19
Altus|34.64|-99.33|18
McAlester|34.93|-95.77|18
Durant|33.99|-96.37|18
Tahlequah|35.92|-94.97|17
Chickasha|35.05|-97.94|16
Woodward|36.43|-99.39|12
Guymon|36.68|-101.48|12
Weatherford|35.53|-98.71|12
@OR
Portland|45.52|-122.68|652
Eugene|44.05|-123.09|177
Salem|44.94|-123.04|175
Gresham|45.50|-122.43|114
Hillsboro|45.52|-122.99|106
Bend|44.06|-121.32|99
Beaverton|45.49|-122.80|97
Medford|42.33|-122.87|85
Springfield|44.05|-123.02|62
Corvallis|44.56|-123.26|59
Albany|44.64|-123.11|56
Tigard|45.43|-122.77|55
Lake Oswego|45.42|-122.67|40
Keizer|45.00|-123.03|39
Grants Pass|42.44|-123.33|39
Oregon City|45.36|-122.61|37
Redmond|44.27|-121.17|35
McMinnville|45.21|-123.20|34
Tualatin|45.38|-122.76|28
West Linn|45.37|-122.61|27
Woodburn|45.14|-122.86|26
Forest Grove|45.52|-123.11|26
Wilsonville|45.30|-122.77|26
Newberg|45.30|-122.97|25
Roseburg|43.22|-123.34|24
Happy Valley|45.45|-122.53|23
Klamath Falls|42.22|-121.78|22
Ashland|42.19|-122.71|21
Milwaukie|45.45|-122.64|21
Sherwood|45.36|-122.84|20
Central Point|42.38|-122.92|19
Hermiston|45.84|-119.29|19
Canby|45.26|-122.69|18
Pendleton|45.67|-118.79|17
Coos Bay|43.37|-124.22|16
The Dalles|45.59|-121.18|16
La Grande|45.32|-118.09|13
Ontario|44.03|-116.96|11
Astoria|46.19|-123.83|10
Newport|44.64|-124.05|10
Baker City|44.77|-117.83|10
Hood River|45.71|-121.52|8
@PA
Philadelphia|39.95|-75.17|1604
Pittsburgh|40.44|-80.00|303
Allentown|40.61|-75.49|126
Reading|40.34|-75.93|95
Erie|42.13|-80.09|95
Upper Darby|39.96|-75.27|85
Scranton|41.41|-75.66|76
Bethlehem|40.63|-75.37|75
Lower Merion|40.03|-75.28|63
Bensalem|40.10|-74.95|62
Abington|40.12|-75.12|58
Lancaster|40.04|-76.31|58
Levittown|40.16|-74.83|52
Harrisburg|40.27|-76.88|50
Haverford|39.99|-75.31|50
Altoona|40.52|-78.39|44
York|39.96|-76.73|44
Wilkes-Barre|41.25|-75.88|44
State College|40.79|-77.86|41
Norristown|40.12|-75.34|35
Chester|39.85|-75.36|33
Bethel Park|40.33|-80.04|33
Cranberry Township|40.69|-80.11|33
Hazleton|40.96|-75.97|29
Williamsport|41.24|-77.00|28
Monroeville|40.42|-79.79|28
Easton|40.69|-75.22|28
Plum|40.50|-79.75|27
Lebanon|40.34|-76.41|26
Pottstown|40.25|-75.65|23
Chambersburg|39.94|-77.66|22
King of Prussia|40.09|-75.40|22
New Castle|41.00|-80.35|21
Carlisle|40.20|-77.19|20
Johnstown|40.33|-78.92|19
McKeesport|40.35|-79.86|19
West Chester|39.96|-75.61|19
Hermitage|41.23|-80.45|16
Hanover|39.80|-76.98|16
Hershey|40.29|-76.65|15
Greensburg|40.30|-79.54|14
Bloomsburg|41.00|-76.45|14
Indiana|40.62|-79.15|14
Sharon|41.23|-80.49|13
Butler|40.86|-79.90|13
Washington|40.17|-80.25|13
Meadville|41.64|-80.15|13
Pottsville|40.69|-76.20|13
Oil City|41.43|-79.71|10
Mechanicsburg|40.21|-77.01|9
Lock Haven|41.14|-77.45|9
Sunbury|40.86|-76.79|9
Warren|41.84|-79.15|9
Camp Hill|40.24|-76.92|8
Gettysburg|39.83|-77.23|8
Doylestown|40.31|-75.13|8
Bradford|41.96|-78.64|8
DuBois|41.12|-78.76|7
Stroudsburg|40.99|-75.19|6
Clearfield|41.03|-78.44|6
Lewisburg|40.96|-76.88|5
Sayre|41.98|-76.52|5
@RI
Providence|41.82|-71.41|190
Warwick|41.70|-71.42|83
Cranston|41.78|-71.44|82
Pawtucket|41.88|-71.38|75
East Providence|41.81|-71.37|47
Woonsocket|42.00|-71.51|43
Cumberland|41.97|-71.43|36
Coventry|41.70|-71.68|35
North Providence|41.85|-71.47|34
South Kingstown|41.45|-71.52|31
West Warwick|41.70|-71.52|31
Johnston|41.82|-71.51|30
North Kingstown|41.55|-71.47|27
Newport|41.49|-71.31|25
Westerly|41.38|-71.83|23
Bristol|41.68|-71.27|22
Narragansett|41.45|-71.45|15
@SC
Charleston|32.78|-79.93|150
Columbia|34.00|-81.03|137
North Charleston|32.85|-79.97|115
Mount Pleasant|32.79|-79.86|90
Rock Hill|34.92|-81.03|74
Greenville|34.85|-82.40|70
Summerville|33.02|-80.18|50
Goose Creek|32.98|-80.03|45
Sumter|33.92|-80.34|43
Florence|34.20|-79.76|39
Spartanburg|34.95|-81.93|38
Hilton Head Island|32.22|-80.75|37
Myrtle Beach|33.69|-78.89|35
Greer|34.94|-82.23|35
Aiken|33.56|-81.72|32
Anderson|34.50|-82.65|28
Bluffton|32.24|-80.86|28
Mauldin|34.78|-82.31|25
Conway|33.84|-79.05|25
Fort Mill|35.01|-80.95|25
Simpsonville|34.74|-82.25|24
Lexington|33.98|-81.24|23
Easley|34.83|-82.60|22
Greenwood|34.19|-82.16|22
Clemson|34.68|-82.84|17
Beaufort|32.43|-80.67|13
Orangeburg|33.49|-80.86|13
Cayce|33.97|-81.07|13
Irmo|34.09|-81.18|12
Gaffney|35.07|-81.65|12
Newberry|34.27|-81.62|10
Georgetown|33.38|-79.29|9
Lancaster|34.72|-80.77|9
Seneca|34.69|-82.95|9
Hartsville|34.37|-80.07|8
@SD
Sioux Falls|43.54|-96.73|193
Rapid City|44.08|-103.23|75
Aberdeen|45.46|-98.49|28
Brookings|44.31|-96.80|24
Watertown|44.90|-97.12|22
Mitchell|43.71|-98.03|15
Yankton|42.87|-97.40|15
Pierre|44.37|-100.35|14
Huron|44.36|-98.21|14
Spearfish|44.49|-103.86|12
Vermillion|42.78|-96.93|11
Box Elder|44.11|-103.07|11
Sturgis|44.41|-103.51|7
Madison|44.01|-97.11|7
@TN
Nashville|36.16|-86.78|689
Memphis|35.15|-90.05|633
Knoxville|35.96|-83.92|190
Chattanooga|35.05|-85.31|181
Clarksville|36.53|-87.36|166
Murfreesboro|35.85|-86.39|153
Franklin|35.93|-86.87|83
Johnson City|36.31|-82.35|71
Jackson|35.61|-88.81|68
Hendersonville|36.30|-86.62|61
Bartlett|35.20|-89.87|57
Kingsport|36.55|-82.56|55
Smyrna|35.98|-86.52|53
Collierville|35.04|-89.66|51
Spring Hill|35.75|-86.93|50
Cleveland|35.16|-84.88|47
Brentwood|36.03|-86.78|45
Gallatin|36.39|-86.45|44
Germantown|35.09|-89.81|41
Columbia|35.62|-87.04|41
Mount Juliet|36.20|-86.52|39
La Vergne|36.02|-86.58|38
Lebanon|36.21|-86.29|38
Cookeville|36.16|-85.50|34
Oak Ridge|36.01|-84.27|31
Maryville|35.76|-83.97|31
Morristown|36.21|-83.29|30
Bristol|36.60|-82.19|27
Shelbyville|35.48|-86.46|24
Farragut|35.88|-84.15|23
East Ridge|35.01|-85.25|22
Tullahoma|35.36|-86.21|20
Sevierville|35.87|-83.56|18
Dyersburg|36.03|-89.39|16
Greeneville|36.16|-82.83|15
Athens|35.44|-84.59|14
McMinnville|35.68|-85.77|14
Crossville|35.95|-85.03|12
Martin|36.34|-88.85|11
Paris|36.30|-88.33|10
Pigeon Forge|35.79|-83.55|6
Gatlinburg|35.71|-83.51|4
@TX
Houston|29.76|-95.37|2304
San Antonio|29.42|-98.49|1434
Dallas|32.78|-96.80|1304
Austin|30.27|-97.74|962
Fort Worth|32.76|-97.33|918
El Paso|31.76|-106.49|679
Arlington|32.74|-97.11|394
Corpus Christi|27.80|-97.40|317
Plano|33.02|-96.70|285
Lubbock|33.58|-101.86|258
Laredo|27.53|-99.49|256
Irving|32.81|-96.95|256
Garland|32.91|-96.64|246
Frisco|33.15|-96.82|200
Amarillo|35.22|-101.83|200
McKinney|33.20|-96.64|196
Grand Prairie|32.75|-97.00|196
Brownsville|25.90|-97.50|186
Killeen|31.12|-97.73|153
Pasadena|29.69|-95.21|151
Mesquite|32.77|-96.60|150
McAllen|26.20|-98.23|142
Denton|33.21|-97.13|139
Waco|31.55|-97.15|138
Carrollton|32.95|-96.89|133
Midland|32.00|-102.08|132
Abilene|32.45|-99.73|125
Pearland|29.56|-95.29|125
College Station|30.63|-96.33|120
Round Rock|30.51|-97.68|119
Richardson|32.95|-96.73|119
Beaumont|30.08|-94.13|115
Odessa|31.85|-102.37|114
The Woodlands|30.17|-95.50|114
League City|29.51|-95.09|114
Sugar Land|29.62|-95.63|111
Lewisville|33.05|-97.00|111
Tyler|32.35|-95.30|105
Allen|33.10|-96.67|104
Wichita Falls|33.91|-98.49|102
Edinburg|26.30|-98.16|100
San Angelo|31.46|-100.44|99
New Braunfels|29.70|-98.12|90
Conroe|30.31|-95.46|89
Mission|26.22|-98.33|85
Bryan|30.67|-96.37|83
Baytown|29.74|-94.98|83
Temple|31.10|-97.34|82
Longview|32.50|-94.74|81
Pharr|26.19|-98.18|79
Cedar Park|30.51|-97.82|77
Flower Mound|33.01|-97.10|75
Missouri City|29.62|-95.54|74
Mansfield|32.56|-97.14|73
Harlingen|26.19|-97.70|72
North Richland Hills|32.83|-97.23|70
Georgetown|30.63|-97.68|67
San Marcos|29.88|-97.94|67
Victoria|28.81|-97.00|65
Pflugerville|30.44|-97.62|65
Rowlett|32.90|-96.56|62
Spring|30.08|-95.42|62
Euless|32.84|-97.08|61
Leander|30.58|-97.85|59
Wylie|33.02|-96.54|57
Port Arthur|29.90|-93.93|56
DeSoto|32.59|-96.86|56
Galveston|29.30|-94.80|53
Texas City|29.38|-94.90|51
Grapevine|32.93|-97.08|50
Burleson|32.54|-97.32|50
Bedford|32.84|-97.14|49
Cedar Hill|32.59|-96.96|49
Rockwall|32.93|-96.46|47
Haltom City|32.80|-97.27|46
Little Elm|33.16|-96.94|46
Keller|32.93|-97.25|45
Kyle|29.99|-97.88|45
Huntsville|30.72|-95.55|45
The Colony|33.09|-96.89|44
Sherman|33.64|-96.61|43
Coppell|32.95|-97.02|42
Lancaster|32.59|-96.76|41
Friendswood|29.53|-95.20|41
Weslaco|26.16|-97.99|41
Duncanville|32.65|-96.91|40
Hurst|32.82|-97.17|40
Rosenberg|29.56|-95.81|38
Copperas Cove|31.12|-97.90|36
Texarkana|33.43|-94.05|36
Del Rio|29.36|-100.90|35
Socorro|31.65|-106.30|35
Lufkin|31.34|-94.73|34
Harker Heights|31.08|-97.66|33
Weatherford|32.76|-97.80|33
Nacogdoches|31.60|-94.66|32
Cleburne|32.35|-97.39|31
Prosper|33.24|-96.80|30
Seguin|29.57|-97.96|30
Eagle Pass|28.71|-100.50|28
Lake Jackson|29.03|-95.43|28
Greenville|33.14|-96.11|28
Alvin|29.42|-95.24|27
Hutto|30.54|-97.55|27
Big Spring|32.25|-101.48|26
Paris|33.66|-95.56|25
Denison|33.76|-96.54|25
Corsicana|32.10|-96.47|25
Kingsville|27.52|-97.86|25
Kerrville|30.05|-99.14|24
Marshall|32.54|-94.37|23
Katy|29.79|-95.82|21
Stephenville|32.22|-98.20|21
Plainview|34.18|-101.71|20
Brownwood|31.71|-98.99|19
Lakeway|30.36|-97.98|19
Orange|30.09|-93.74|19
Angleton|29.17|-95.43|19
Alice|27.75|-98.07|18
Bay City|28.98|-95.97|18
Boerne|29.79|-98.73|18
Palestine|31.76|-95.63|18
Nederland|29.97|-93.99|18
Humble|29.99|-95.26|16
Pampa|35.54|-100.96|16
Mount Pleasant|33.16|-94.97|16
Sulphur Springs|33.14|-95.60|16
Rio Grande City|26.38|-98.82|15
Uvalde|29.21|-99.79|15
Canyon|34.98|-101.92|15
Hereford|34.82|-102.40|15
Mineral Wells|32.81|-98.11|15
Dumas|35.87|-101.97|14
Jacksonville|31.96|-95.27|14
Beeville|28.40|-97.75|13
Andrews|32.32|-102.55|13
Borger|35.67|-101.40|13
Athens|32.20|-95.85|13
Tomball|30.10|-95.62|12
Pecos|31.42|-103.49|12
Port Lavaca|28.62|-96.63|12
Fredericksburg|30.27|-98.87|11
Snyder|32.72|-100.92|11
Granbury|32.44|-97.79|11
Bastrop|30.11|-97.32|10
Sweetwater|32.47|-100.41|10
Fort Stockton|30.89|-102.88|8
Alpine|30.36|-103.66|6
Dripping Springs|30.19|-98.09|5
@UT
Salt Lake City|40.76|-111.89|200
West Valley City|40.69|-112.00|140
West Jordan|40.61|-111.94|116
Provo|40.23|-111.66|115
Orem|40.30|-111.69|98
Sandy|40.57|-111.86|96
St. George|37.10|-113.58|95
Ogden|41.22|-111.97|87
Layton|41.06|-111.97|81
South Jordan|40.56|-111.93|77
Lehi|40.39|-111.85|75
Millcreek|40.69|-111.87|63
Taylorsville|40.67|-111.94|60
Herriman|40.51|-112.03|55
Logan|41.74|-111.83|52
Draper|40.52|-111.86|51
Murray|40.67|-111.89|50
Bountiful|40.89|-111.88|45
Riverton|40.52|-111.94|45
Eagle Mountain|40.31|-112.01|44
Spanish Fork|40.11|-111.65|42
Roy|41.16|-112.03|39
Pleasant Grove|40.36|-111.74|38
Saratoga Springs|40.35|-111.90|37
Tooele|40.53|-112.30|37
Cedar City|37.68|-113.06|35
Springville|40.17|-111.61|35
American Fork|40.38|-111.80|34
Cottonwood Heights|40.62|-111.81|33
Kaysville|41.04|-111.94|32
Syracuse|41.09|-112.06|32
Clearfield|41.11|-112.03|32
Washington|37.13|-113.51|28
Hurricane|37.18|-113.29|21
Brigham City|41.51|-112.02|19
Heber City|40.51|-111.41|17
Vernal|40.46|-109.53|10
Park City|40.65|-111.50|8
Price|39.60|-110.81|8
Richfield|38.77|-112.08|8
Moab|38.57|-109.55|5
@VT
Burlington|44.48|-73.21|45
South Burlington|44.47|-73.17|20
Colchester|44.54|-73.15|17
Rutland|43.61|-72.97|16
Bennington|42.88|-73.20|15
Brattleboro|42.85|-72.56|12
Essex Junction|44.49|-73.11|11
Middlebury|44.02|-73.17|9
Springfield|43.30|-72.48|9
Barre|44.20|-72.50|8
Montpelier|44.26|-72.58|8
Winooski|44.49|-73.19|7
St. Albans|44.81|-73.08|7
St. Johnsbury|44.42|-72.02|7
Stowe|44.47|-72.69|5
Newport|44.94|-72.21|4
@VA
Virginia Beach|36.85|-75.98|460
Chesapeake|36.77|-76.29|250
Arlington|38.88|-77.10|239
Norfolk|36.85|-76.29|238
Richmond|37.54|-77.44|226
Newport News|37.09|-76.47|186
Alexandria|38.80|-77.05|159
Hampton|37.03|-76.35|137
Roanoke|37.27|-79.94|100
Portsmouth|36.84|-76.30|98
Suffolk|36.73|-76.58|94
Lynchburg|37.41|-79.14|79
Centreville|38.84|-77.43|74
Dale City|38.64|-77.31|73
Reston|38.96|-77.36|63
Harrisonburg|38.45|-78.87|51
McLean|38.93|-77.18|50
Leesburg|39.12|-77.56|48
Charlottesville|38.03|-78.48|46
Ashburn|39.04|-77.49|46
Blacksburg|37.23|-80.41|44
Woodbridge|38.66|-77.25|44
Lake Ridge|38.69|-77.30|44
Annandale|38.83|-77.20|43
Danville|36.59|-79.40|42
Manassas|38.75|-77.48|42
Burke|38.79|-77.27|42
Mechanicsville|37.61|-77.37|39
Petersburg|37.23|-77.40|33
Springfield|38.79|-77.19|31
Sterling|39.01|-77.43|30
Fredericksburg|38.30|-77.46|28
Winchester|39.19|-78.16|28
Tysons|38.92|-77.23|26
Salem|37.29|-80.05|25
Staunton|38.15|-79.07|25
Herndon|38.97|-77.39|24
Fairfax|38.85|-77.31|24
Chantilly|38.89|-77.43|24
Hopewell|37.30|-77.29|23
Christiansburg|37.13|-80.41|23
Waynesboro|38.07|-78.89|22
Culpeper|38.47|-78.00|20
Colonial Heights|37.27|-77.41|18
Bristol|36.60|-82.19|17
Radford|37.13|-80.58|16
Glen Allen|37.67|-77.51|16
Williamsburg|37.27|-76.71|15
Front Royal|38.92|-78.19|15
Martinsville|36.69|-79.87|13
Midlothian|37.51|-77.65|10
Warrenton|38.71|-77.80|10
@WA
Seattle|47.61|-122.33|737
Spokane|47.66|-117.43|229
Tacoma|47.25|-122.44|219
Vancouver|45.64|-122.66|191
Bellevue|47.61|-122.20|151
Kent|47.38|-122.23|136
Everett|47.98|-122.20|110
Renton|47.48|-122.21|106
Spokane Valley|47.67|-117.24|102
Federal Way|47.32|-122.31|101
Yakima|46.60|-120.51|96
Kirkland|47.68|-122.21|92
Bellingham|48.75|-122.48|91
Auburn|47.31|-122.23|87
Kennewick|46.21|-119.14|84
Pasco|46.24|-119.10|77
Redmond|47.67|-122.12|73
Marysville|48.05|-122.18|70
Sammamish|47.62|-122.04|67
Lakewood|47.17|-122.52|63
Richland|46.29|-119.28|60
Shoreline|47.76|-122.34|58
Olympia|47.04|-122.90|55
Lacey|47.03|-122.82|53
Burien|47.47|-122.35|52
Bothell|47.76|-122.21|48
Edmonds|47.81|-122.38|43
Bremerton|47.57|-122.63|43
Puyallup|47.19|-122.29|42
Issaquah|47.53|-122.03|40
Lynnwood|47.82|-122.32|38
Longview|46.14|-122.94|37
Wenatchee|47.42|-120.31|35
Mount Vernon|48.42|-122.33|35
Lake Stevens|48.02|-122.06|35
Walla Walla|46.06|-118.34|34
Pullman|46.73|-117.18|32
Des Moines|47.40|-122.32|32
SeaTac|47.44|-122.30|31
Maple Valley|47.39|-122.05|28
Camas|45.59|-122.40|26
Mercer Island|47.57|-122.22|25
Moses Lake|47.13|-119.28|25
Tumwater|47.01|-122.91|25
Oak Harbor|48.29|-122.64|24
Battle Ground|45.78|-122.53|21
Silverdale|47.64|-122.69|21
Port Angeles|48.12|-123.43|20
Ellensburg|47.00|-120.55|19
Anacortes|48.51|-122.61|18
Centralia|46.72|-122.95|18
Aberdeen|46.98|-123.82|17
Sunnyside|46.32|-120.01|16
Gig Harbor|47.33|-122.58|12
Port Townsend|48.12|-122.76|10
@WV
Charleston|38.35|-81.63|48
Huntington|38.42|-82.45|46
Morgantown|39.63|-79.96|30
Parkersburg|39.27|-81.56|29
Wheeling|40.06|-80.72|27
Weirton|40.42|-80.59|19
Fairmont|39.49|-80.14|18
Martinsburg|39.46|-77.96|18
Beckley|37.78|-81.19|16
Clarksburg|39.28|-80.34|16
South Charleston|38.37|-81.70|13
Bluefield|37.27|-81.22|10
Elkins|38.93|-79.85|7
Princeton|37.37|-81.10|6
Charles Town|39.29|-77.86|6
Lewisburg|37.80|-80.45|4
Logan|37.85|-81.99|2
@WI
Milwaukee|43.04|-87.91|577
Madison|43.07|-89.40|269
Green Bay|44.51|-88.01|107
Kenosha|42.58|-87.82|99
Racine|42.73|-87.78|77
Appleton|44.26|-88.42|75
Waukesha|43.01|-88.23|71
Eau Claire|44.81|-91.50|69
Oshkosh|44.02|-88.54|67
Janesville|42.68|-89.02|65
West Allis|43.02|-88.01|60
La Crosse|43.80|-91.24|52
Sheboygan|43.75|-87.71|49
Wauwatosa|43.05|-88.01|48
Fond du Lac|43.77|-88.45|44
Brookfield|43.06|-88.11|41
New Berlin|42.98|-88.11|40
Wausau|44.96|-89.63|40
Menomonee Falls|43.18|-88.12|38
Greenfield|42.96|-88.01|37
Beloit|42.51|-89.03|36
Franklin|42.89|-88.04|36
Oak Creek|42.89|-87.86|36
Manitowoc|44.09|-87.66|35
Sun Prairie|43.18|-89.21|35
West Bend|43.43|-88.18|32
Fitchburg|43.00|-89.42|31
Superior|46.72|-92.10|27
Neenah|44.19|-88.46|27
Mount Pleasant|42.72|-87.88|27
Stevens Point|44.52|-89.57|26
De Pere|44.45|-88.06|25
Watertown|43.19|-88.73|23
Middleton|43.10|-89.50|22
Marshfield|44.67|-90.17|19
Wisconsin Rapids|44.38|-89.82|18
Menomonie|44.88|-91.92|16
River Falls|44.86|-92.62|16
Whitewater|42.83|-88.73|15
Hudson|44.97|-92.76|14
Platteville|42.73|-90.48|12
Baraboo|43.47|-89.74|12
Rice Lake|45.51|-91.74|9
Rhinelander|45.64|-89.41|8
Ashland|46.59|-90.88|8
Wisconsin Dells|43.63|-89.77|3
@WY
Cheyenne|41.14|-104.82|65
Casper|42.87|-106.31|59
Gillette|44.29|-105.50|33
Laramie|41.31|-105.59|31
Rock Springs|41.59|-109.20|23
Sheridan|44.80|-106.96|18
Green River|41.53|-109.47|12
Evanston|41.27|-110.96|12
Riverton|43.02|-108.38|11
Jackson|43.48|-110.76|10
Cody|44.53|-109.06|10
Rawlins|41.79|-107.24|8
Lander|42.83|-108.73|8
Torrington|42.06|-104.18|7
Douglas|42.76|-105.38|6
Powell|44.75|-108.76|6
@PR
San Juan|18.47|-66.11|342
Bayamón|18.40|-66.16|185
Carolina|18.38|-65.96|154
Ponce|18.01|-66.61|138
Caguas|18.23|-66.04|127
Guaynabo|18.36|-66.11|89
Arecibo|18.47|-66.72|87
Toa Baja|18.44|-66.25|75
Mayagüez|18.20|-67.14|73
Trujillo Alto|18.35|-66.01|67
Aguadilla|18.43|-67.15|55
Humacao|18.15|-65.83|50
Fajardo|18.33|-65.65|32
@GU
Dededo|13.52|144.84|44
Yigo|13.54|144.89|19
Tamuning|13.49|144.78|18
Hagåtña|13.47|144.75|1
@VI
Charlotte Amalie|18.34|-64.93|10
Christiansted|17.75|-64.70|2
Frederiksted|17.71|-64.88|1
@AS
Tafuna|-14.33|-170.72|7
Pago Pago|-14.28|-170.70|4
@MP
Saipan|15.18|145.75|43
Garapan|15.21|145.72|4
`;
