# Install rules for the data that makes Topoplan a desktop application, and the Debian
# package (issue 18, docs/install.md). The executables and the topoplan-cli man page and
# bash completion are installed by app/CMakeLists.txt. Layout under the prefix P:
#   bin/topoplan, bin/topoplan-cli
#   share/applications/org.topoplan.Topoplan.desktop     desktop entry (Exec=topoplan %f)
#   share/metainfo/org.topoplan.Topoplan.metainfo.xml    AppStream
#   share/mime/packages/topoplan.xml                      application/x-topoplan+yaml
#   share/icons/hicolor/{scalable,NxN}/apps/topoplan.*    icon, SVG and PNGs
#   share/man/man1/topoplan-cli.1.gz, share/bash-completion/completions/topoplan-cli
#   share/topoplan/translations/topoplan_LANG.qm          read before the embedded copy
#   share/topoplan/examples/*.topoplan.yaml               RA-1 ... RA-5 (also builtin:)
#   share/topoplan/reference/published-results.yaml      for validate-reference, when
#                                                         TOPOPLAN_REFERENCE_RESULTS exists
#   share/doc/topoplan/{copyright,changelog.gz}
#   share/doc/topoplan/designer.md, screenshots/*.png    the user guide (Help > User Guide)
#                                                         and the screenshots it shows
# The catalog stays compiled in (TOPOPLAN_RESOURCES overrides it at run time).
include(GNUInstallDirs)
set(TOPOPLAN_PACKAGE_MAINTAINER "Topoplan maintainers <maintainers@users.noreply.a-seed-f7e5afe7.example>"
  CACHE STRING "Maintainer field of the .deb and its changelog (name <address>)")
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
  OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(topoplan_desktop ${PROJECT_SOURCE_DIR}/resources/desktop)
set(topoplan_pkg ${PROJECT_BINARY_DIR}/packaging)

install(FILES ${topoplan_desktop}/org.topoplan.Topoplan.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
configure_file(${topoplan_desktop}/org.topoplan.Topoplan.metainfo.xml.in ${topoplan_pkg}/org.topoplan.Topoplan.metainfo.xml @ONLY)
install(FILES ${topoplan_pkg}/org.topoplan.Topoplan.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${topoplan_desktop}/topoplan-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME topoplan.xml)
install(FILES ${topoplan_desktop}/topoplan.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${TOPOPLAN_EXAMPLE_FILES} DESTINATION ${CMAKE_INSTALL_DATADIR}/topoplan/examples)

# PNG sizes of the icon theme spec's usual set (hicolor: 16 ... 256), for menus and docks
# that do not scale SVG. rsvg-convert: Debian librsvg2-bin (scripts/setup-deps.sh).
find_program(RSVG_CONVERT rsvg-convert)
if(RSVG_CONVERT)
  set(topoplan_icons)
  foreach(size 16 22 24 32 48 64 128 256)
    set(png ${topoplan_pkg}/icons/${size}x${size}/topoplan.png)
    add_custom_command(OUTPUT ${png}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${topoplan_pkg}/icons/${size}x${size}
      COMMAND ${RSVG_CONVERT} -w ${size} -h ${size} -o ${png} ${topoplan_desktop}/topoplan.svg
      DEPENDS ${topoplan_desktop}/topoplan.svg VERBATIM)
    list(APPEND topoplan_icons ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
  add_custom_target(topoplan-icons ALL DEPENDS ${topoplan_icons})
else()
  message(WARNING "rsvg-convert not found (Debian librsvg2-bin): only the SVG icon is installed")
endif()

# The translations lrelease compiled for widgets/ (qt_add_translations writes them into
# its binary folder before embedding them).
file(GLOB topoplan_ts CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/translations/*.ts)
foreach(ts ${topoplan_ts})
  get_filename_component(name ${ts} NAME_WE)
  install(FILES ${PROJECT_BINARY_DIR}/widgets/${name}.qm DESTINATION ${CMAKE_INSTALL_DATADIR}/topoplan/translations)
endforeach()

set(TOPOPLAN_REFERENCE_RESULTS ${PROJECT_SOURCE_DIR}/../shared/reference/published-results.yaml
  CACHE FILEPATH "published-results.yaml installed for validate-reference (skipped when missing)")
if(EXISTS ${TOPOPLAN_REFERENCE_RESULTS})
  install(FILES ${TOPOPLAN_REFERENCE_RESULTS} DESTINATION ${CMAKE_INSTALL_DATADIR}/topoplan/reference)
else()
  message(STATUS "No ${TOPOPLAN_REFERENCE_RESULTS}: the installed validate-reference needs TOPOPLAN_SHARED or --file")
endif()

configure_file(${topoplan_desktop}/changelog.in ${topoplan_pkg}/changelog @ONLY)
add_custom_command(OUTPUT ${topoplan_pkg}/changelog.gz
  COMMAND gzip -9nkf ${topoplan_pkg}/changelog
  DEPENDS ${topoplan_pkg}/changelog VERBATIM)
add_custom_target(topoplan-changelog ALL DEPENDS ${topoplan_pkg}/changelog.gz)
install(FILES ${topoplan_desktop}/copyright ${topoplan_pkg}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/topoplan) # Debian: the package name
# The user guide the GUI opens from Help > User Guide (widgets/mainwindowcanvas.cpp,
# MainWindow::userGuidePath()) with the screenshots it shows, not the whole folder.
install(FILES ${PROJECT_SOURCE_DIR}/docs/designer.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/topoplan)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/designer.md)
file(READ ${PROJECT_SOURCE_DIR}/docs/designer.md topoplan_guide)
string(REGEX MATCHALL "screenshots/[A-Za-z0-9_.-]+\\.png" topoplan_guide_images "${topoplan_guide}")
list(REMOVE_DUPLICATES topoplan_guide_images)
foreach(image ${topoplan_guide_images})
  if(EXISTS ${PROJECT_SOURCE_DIR}/docs/${image})
    install(FILES ${PROJECT_SOURCE_DIR}/docs/${image} DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/topoplan/screenshots)
  endif()
endforeach()

# The Debian package: `cpack -G DEB` in the build folder writes topoplan_VERSION_ARCH.deb.
# Depends come from dpkg-shlibdeps on the installed executables (Qt, QCustomPlot, yaml-cpp,
# libstdc++; Boost is header-only); the Qt platform plugins (xcb, offscreen) ship in
# libqt6gui6 on Debian 12. tests/install/check-install.sh checks Depends against ldd.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME topoplan)
set(CPACK_PACKAGE_VENDOR "Topoplan")
set(CPACK_PACKAGE_CONTACT "${TOPOPLAN_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "designer and simulator for database infrastructure")
# The extended description, wrapped below 80 columns (Debian policy 5.6.13).
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "Topoplan places chassis, sleds, I/O modules, switches, storage arrays,"
  "hyperconverged nodes and backup appliances on a canvas, cables them port by"
  "port and puts database workloads on them. Its simulation core computes paths,"
  "single points of failure, bandwidth and predicted IOPS, MB/s and latency with"
  "their intervals. topoplan-cli does the same without a display and exports"
  "diagrams and reports.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# German Qt dialog texts; the file type and menu entry are registered by these packages'
# dpkg triggers (every desktop has them).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, shared-mime-info, desktop-file-utils")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
