// include: Shared/Feed.swift
